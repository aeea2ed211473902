import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';

/** The teacher's name, linking to its public page. */
export function TeacherNameLink({ id, name }: { id: string; name: string }) {
  return (
    <MuiLink
      component={Link}
      to={`/teachers/${id}`}
      underline="hover"
      color="inherit"
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      <bdi>{name}</bdi>
    </MuiLink>
  );
}
