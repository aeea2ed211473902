import { useTexts } from '@app/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { BlockedSheikhList } from '../../../lib/blocks/blocked-sheikh-list';
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
        <BlockedSheikhList
          teachers={teachers}
          testId="blocked-teacher"
          nameOf={(teacher) => (
            <MuiLink
              component={Link}
              to={`/teachers/${teacher._id}`}
              sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              <bdi>{teacher.name}</bdi>
            </MuiLink>
          )}
          actionOf={(teacher) =>
            teacher.byGuardian ? (
              <Typography variant="body2" color="text.secondary">
                {t('block.byGuardian')}
              </Typography>
            ) : (
              <UnblockButton teacher={teacher} />
            )
          }
        />
      </AccordionDetails>
    </Accordion>
  );
}
