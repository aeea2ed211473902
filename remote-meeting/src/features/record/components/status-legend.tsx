import { MARK_KINDS, SURAH_STATUSES, type MarkKind, type SurahStatus, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MARK_COLOURS, MarkKindIcon } from '../../../lib/marks/mark-kinds';
import { STATUS_COLOURS, StatusIcon, statusTextColour } from './surah-status-style';

function Legend({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0, mt: 1.5 }} data-testid={testId}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
      >
        {children}
      </Box>
    </Box>
  );
}

const swatch = { width: 22, height: 18, borderRadius: 0.5, display: 'grid', placeItems: 'center' };

/** Every status colour with its icon, its name and how many surahs have it. */
export function StatusLegend({ counts }: { counts: Record<SurahStatus, number> }) {
  const { t } = useTexts('classroom');
  return (
    <Legend title={t('record.legend')} testId="status-legend">
      {SURAH_STATUSES.map((status) => (
        <Box component="li" key={status} sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
          <Box
            aria-hidden="true"
            sx={{ ...swatch, bgcolor: STATUS_COLOURS[status], color: statusTextColour(status) }}
          >
            <StatusIcon status={status} />
          </Box>
          <Typography variant="body2">
            {t(`record.statuses.${status}`)} · {t('record.surahCount', { count: counts[status] })}
          </Typography>
        </Box>
      ))}
    </Legend>
  );
}

/** Every mark kind's colour and icon with its name. */
export function MarkKindLegend({ kinds = MARK_KINDS }: { kinds?: readonly MarkKind[] }) {
  const { t } = useTexts('classroom');
  return (
    <Legend title={t('record.markKinds')} testId="mark-legend">
      {kinds.map((kind) => (
        <Box component="li" key={kind} sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
          <Box
            aria-hidden="true"
            sx={{
              ...swatch,
              border: 2,
              borderColor: MARK_COLOURS[kind],
              bgcolor: `${MARK_COLOURS[kind]}22`,
            }}
          >
            <MarkKindIcon kind={kind} size="14px" />
          </Box>
          <Typography variant="body2">{t(`common:marks.kinds.${kind}`)}</Typography>
        </Box>
      ))}
    </Legend>
  );
}
