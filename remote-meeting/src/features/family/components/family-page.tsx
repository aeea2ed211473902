import { AppButton, currentUserAtom, PageHeader, PageSpinner, useTexts } from '@app/shared';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Fragment, useState, type ReactNode } from 'react';
import { useChildren } from '../api/children-api';
import { useChildLessonUpdates } from '../api/use-child-lesson-updates';
import { AddChildDialog } from './add-child-dialog';
import { ChildCard } from './child-card';
import { useWatchParam } from '../watch/watch-param';
import type { ChildSlot } from './child-slot';

interface FamilyPageProps {
  /** A child's past lessons (the history's list), composed by the app. */
  lessonsOf: ChildSlot;
  /** A child's memorisation record, composed by the app. */
  recordOf: ChildSlot;
}

interface FamilyRouteProps extends FamilyPageProps {
  /** A child's running lesson, watched full screen until `onClose`; composed by the app. */
  watchView(roomName: string, onClose: () => void): ReactNode;
}

/** The children, or why there are none to show yet. */
function ChildrenList({ lessonsOf, recordOf }: FamilyPageProps) {
  const { t } = useTexts('family');
  const children = useChildren();
  if (children.isPending) return <PageSpinner />;
  if (children.isError) {
    return (
      <Alert
        severity="error"
        action={<AppButton onClick={() => void children.refetch()}>{t('retry')}</AppButton>}
      >
        {t('loadError')}
      </Alert>
    );
  }
  if (children.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{t('empty')}</Typography>
      </Paper>
    );
  }
  return (
    <Stack component="ul" spacing={2} aria-label={t('list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children.data.map((child) => (
        <ChildCard key={child._id} child={child} lessonsOf={lessonsOf} recordOf={recordOf} />
      ))}
    </Stack>
  );
}

/**
 * /family: a guardian's children, each with its lessons, record, safety settings and account,
 * and the way to add a child.
 */
export function FamilyPage({ lessonsOf, recordOf, watchView }: FamilyRouteProps) {
  const { t } = useTexts('family');
  const common = useTexts('common').t;
  const user = useAtomValue(currentUserAtom);
  const [adding, setAdding] = useState(false);
  const [watching, watch] = useWatchParam();
  useChildLessonUpdates();
  if (!user) return <PageSpinner />;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          user.role === 'guardian' && (
            <AppButton startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
              {t('add.open')}
            </AppButton>
          )
        }
      />
      {user.role === 'guardian' ? (
        <ChildrenList lessonsOf={lessonsOf} recordOf={recordOf} />
      ) : (
        // The route is the guardians'; anyone else who reaches it is told why it is empty.
        <Alert severity="info">{common('apiErrors.family.guardians_only')}</Alert>
      )}
      {adding && <AddChildDialog onClose={() => setAdding(false)} />}
      {watching && user.role === 'guardian' && (
        <Fragment key={watching}>{watchView(watching, () => watch(null))}</Fragment>
      )}
    </Box>
  );
}
