import { UserAvatar, useTexts } from '@app/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useBlockedTeachers } from '../api/blocks-api';
import { UnblockButton } from './unblock-button';

/**
 * The student's blocked Sheikhs, folded: a blocked Sheikh is gone from the lists, so this is
 * where the student finds the way back to the Sheikh's page. Nothing when none is blocked.
 */
export function BlockedTeachersSection() {
  const { t } = useTexts('safety');
  const blocks = useBlockedTeachers();
  const teachers = blocks.data ?? [];
  if (teachers.length === 0) return null;
  return (
    <Accordion variant="outlined" disableGutters slots={{ heading: 'h2' }} sx={{ mt: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('blockedList.title')}
        </Typography>
        <Typography component="span" color="text.secondary" sx={{ marginInlineStart: 1 }}>
          ({t('blockedList.count', { count: teachers.length })})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {teachers.map((teacher) => (
            <Stack
              component="li"
              key={teacher._id}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center' }}
              data-testid="blocked-teacher"
            >
              <UserAvatar name={teacher.name} avatar={teacher.avatar} size={32} />
              <MuiLink
                component={Link}
                to={`/teachers/${teacher._id}`}
                sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                <bdi>{teacher.name}</bdi>
              </MuiLink>
              {teacher.byGuardian ? (
                <Typography variant="body2" color="text.secondary">
                  {t('block.byGuardian')}
                </Typography>
              ) : (
                <UnblockButton teacher={teacher} />
              )}
            </Stack>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
