import { type GuardianLink, useFormat, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';

interface GuardianListProps {
  guardians: readonly GuardianLink[];
  onRemove: (guardian: GuardianLink) => void;
}

/** A student's guardians: name, email and since when, each with its Remove button. */
export function GuardianList({ guardians, onRemove }: GuardianListProps) {
  const { t } = useTexts('admin');
  const format = useFormat();
  if (guardians.length === 0) {
    return <Typography color="text.secondary">{t('guardians.empty')}</Typography>;
  }
  return (
    <List aria-label={t('guardians.listLabel')} disablePadding>
      {guardians.map((guardian) => (
        <ListItem
          key={guardian._id}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              color="error"
              aria-label={t('guardians.remove', { name: guardian.name })}
              onClick={() => onRemove(guardian)}
            >
              <PersonRemoveIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemText
            primary={<bdi>{guardian.name}</bdi>}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {guardian.email ? <bdi>{guardian.email}</bdi> : t('guardians.noEmail')}
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  {t('guardians.since', { date: format.date(guardian.since) })}
                </Box>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
