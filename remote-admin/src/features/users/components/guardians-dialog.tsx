import { useState } from 'react';
import { AppButton, type GuardianLink, PageSpinner, type User, useTexts } from '@app/shared';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DetailsSection } from '../../../lib/details-section';
import { LoadError } from '../../../lib/load-error';
import { useGuardians } from '../api/get-guardians';
import { useGuardianChanges } from '../hooks/use-guardian-changes';
import { BirthYear } from './family-cells';
import { GuardianList } from './guardian-list';
import { LinkGuardianForm } from './link-guardian-form';
import { UnlinkGuardianDialog } from './unlink-guardian-dialog';

export interface GuardiansDialogProps {
  student: User;
  onClose: () => void;
}

const TITLE_ID = 'guardians-dialog-title';

/** A student's guardians: who they are and since when, removing one, linking another. */
export function GuardiansDialog({ student, onClose }: GuardiansDialogProps) {
  const { t } = useTexts('admin');
  const guardians = useGuardians(student._id);
  const { unlinkGuardian, isUnlinking } = useGuardianChanges(student._id);
  const [toRemove, setToRemove] = useState<GuardianLink | null>(null);

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{t('guardians.title', { name: student.name })}</DialogTitle>
      <DialogContent dividers>
        <Typography component="div" variant="body2">
          {t('users.columns.birthYear')}: <BirthYear birthYear={student.birthYear} />
        </Typography>
        <DetailsSection title={t('guardians.listLabel')}>
          {guardians.isPending ? (
            <PageSpinner />
          ) : guardians.isError ? (
            <LoadError
              message={t('guardians.loadError')}
              onRetry={() => void guardians.refetch()}
            />
          ) : (
            <GuardianList guardians={guardians.data} onRemove={setToRemove} />
          )}
        </DetailsSection>
        {guardians.data && (
          <DetailsSection title={t('guardians.link.heading')}>
            <LinkGuardianForm studentId={student._id} linked={guardians.data} />
          </DetailsSection>
        )}
      </DialogContent>
      <DialogActions>
        <AppButton variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </AppButton>
      </DialogActions>
      <UnlinkGuardianDialog
        student={student}
        guardian={toRemove}
        busy={isUnlinking}
        onCancel={() => setToRemove(null)}
        onConfirm={(guardian) => unlinkGuardian(guardian, () => setToRemove(null))}
      />
    </Dialog>
  );
}
