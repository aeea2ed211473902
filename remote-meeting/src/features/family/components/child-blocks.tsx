import { AppButton, apiErrorText, type ChildSummary, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, useMemo, useState } from 'react';
import { useBlockForChild, useChildBlocks, useUnblockForChild } from '../api/child-blocks-api';
import { useSheikhChoices, type SheikhChoice } from '../api/sheikh-choices-api';
import { BlockedSheikhList } from '../../../lib/blocks/blocked-sheikh-list';

/**
 * The Sheikhs blocked for a child: those its guardians blocked (a guardian lifts them) and those
 * the child blocked itself (the child's to lift), and a way to block one more.
 */
export function ChildBlocks({ child }: { child: ChildSummary }) {
  const { t, i18n } = useTexts('family');
  const headingId = useId();
  const blocks = useChildBlocks(child._id);
  const sheikhs = useSheikhChoices();
  const block = useBlockForChild(child._id);
  const unblock = useUnblockForChild(child._id);
  const [chosen, setChosen] = useState<SheikhChoice | null>(null);
  const blocked = useMemo(() => blocks.data ?? [], [blocks.data]);
  const options = useMemo(() => {
    const taken = new Set(blocked.filter((b) => b.byGuardian).map((b) => b._id));
    const collator = new Intl.Collator(i18n.language);
    return (sheikhs.data ?? [])
      .filter((sheikh) => !taken.has(sheikh._id))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [sheikhs.data, blocked, i18n.language]);
  const failed = (error: unknown) => enqueueSnackbar(apiErrorText(error), { variant: 'error' });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('blocks.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('blocks.intro', { name: child.name })}
      </Typography>
      {blocks.isError && <Alert severity="error">{t('blocks.loadError')}</Alert>}
      {blocks.data && blocked.length === 0 && (
        <Typography variant="body2">{t('blocks.none')}</Typography>
      )}
      {blocked.length > 0 && (
        <BlockedSheikhList
          teachers={blocked}
          testId="child-blocked-teacher"
          nameOf={(teacher) => (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{teacher.name}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {teacher.byGuardian
                  ? t('blocks.byGuardian')
                  : t('blocks.byChild', { name: child.name })}
              </Typography>
            </Box>
          )}
          actionOf={(teacher) =>
            teacher.byGuardian && (
              <AppButton
                variant="ghost"
                size="sm"
                aria-label={t('blocks.unblockLabel', { name: teacher.name })}
                disabled={unblock.isPending}
                onClick={() =>
                  unblock.mutate(teacher._id, {
                    onSuccess: () =>
                      enqueueSnackbar(t('blocks.unblocked', { name: teacher.name }), {
                        variant: 'success',
                      }),
                    onError: failed,
                  })
                }
              >
                {t('blocks.unblock')}
              </AppButton>
            )
          }
        />
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <Autocomplete
          sx={{ flex: 1 }}
          options={options}
          value={chosen}
          onChange={(_event, next) => setChosen(next)}
          getOptionLabel={(sheikh) => sheikh.name}
          getOptionKey={(sheikh) => sheikh._id}
          isOptionEqualToValue={(option, value) => option._id === value._id}
          loading={sheikhs.isPending}
          loadingText={t('safety.pickerLoading')}
          noOptionsText={t(sheikhs.isError ? 'safety.pickerFailed' : 'safety.pickerEmpty')}
          renderInput={(params) => <TextField {...params} label={t('blocks.picker')} />}
        />
        <AppButton
          variant="danger"
          disabled={!chosen}
          loading={block.isPending}
          onClick={() =>
            chosen &&
            block.mutate(chosen._id, {
              onSuccess: () => {
                enqueueSnackbar(t('blocks.blocked', { name: chosen.name, child: child.name }), {
                  variant: 'success',
                });
                setChosen(null);
              },
              onError: failed,
            })
          }
        >
          {t('blocks.block')}
        </AppButton>
      </Stack>
    </Box>
  );
}
