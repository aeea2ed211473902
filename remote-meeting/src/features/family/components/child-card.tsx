import { AppButton, useFormat, UserAvatar, type ChildSummary, useTexts } from '@app/shared';
import VideocamIcon from '@mui/icons-material/Videocam';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ageThisYear } from '../lib/child-age';
import { useWatchParam } from '../watch/watch-param';
import { ChildSections } from './child-sections';
import type { ChildSlot } from './child-slot';

/** Who the child is: name, sign-in name, age and guardians. */
function ChildIdentity({ child, headingId }: { child: ChildSummary; headingId: string }) {
  const { t } = useTexts('family');
  const format = useFormat();
  const age = ageThisYear(child.birthYear, new Date());
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
      <UserAvatar name={child.name} avatar={child.avatar} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{child.name}</bdi>
        </Typography>
        {child.username && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('child.username', { username: child.username })}
          </Typography>
        )}
        {age !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('child.born', { year: String(child.birthYear), count: age })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('child.guardians', {
            names: format.list(
              child.guardians.map((guardian) => guardian.name),
              'and',
            ),
          })}
        </Typography>
      </Box>
    </Box>
  );
}

/** One child on the family page: who it is, the lesson it is in now, and its sections. */
export function ChildCard({
  child,
  lessonsOf,
  recordOf,
}: {
  child: ChildSummary;
  lessonsOf: ChildSlot;
  recordOf: ChildSlot;
}) {
  const { t } = useTexts('family');
  const headingId = useId();
  const [, watch] = useWatchParam();
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} data-testid="family-child">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <ChildIdentity child={child} headingId={headingId} />
        {child.lesson && (
          <Alert
            severity="info"
            icon={<VideocamIcon />}
            data-testid="child-in-lesson"
            action={
              <AppButton
                variant="secondary"
                size="sm"
                onClick={() => watch(child.lesson?.roomName ?? null)}
              >
                {t('watch.open')}
              </AppButton>
            }
          >
            {t('child.inLesson', { teacher: child.lesson.teacherName })}
          </Alert>
        )}
      </CardContent>
      <ChildSections child={child} lessonsOf={lessonsOf} recordOf={recordOf} />
    </Card>
  );
}
