import { formatDate, type WeeklyReport, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  report: WeeklyReport;
}

/**
 * The student's last seven days as a parent or a school reads a week: one figure per line, so
 * no sentence has to agree with a number in either language.
 */
export function WeeklyReportView({ report }: Props) {
  const { t, i18n } = useTexts('hifz');
  const { lanes, homework } = report;
  const rows: [key: string, label: string, value: string][] = [
    ['lessons', t('week.lessons'), String(report.lessons)],
    ['sabaq', t('week.sabaq'), String(lanes.sabaq.ayat)],
    ['sabqi', t('week.sabqi'), String(lanes.sabqi.ayat)],
    ['manzil', t('week.manzil'), String(lanes.manzil.ayat)],
    ['accepted', t('week.accepted'), String(homework.accepted)],
    ['missing', t('week.missing'), String(homework.missing)],
    ['pagesDue', t('week.pagesDue'), String(report.pagesDue)],
  ];
  return (
    <Box data-testid="weekly-report">
      <Typography variant="caption" color="text.secondary">
        {t('week.span', {
          from: formatDate(report.from, i18n.language),
          to: formatDate(report.to, i18n.language),
        })}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([key, label, value]) => (
          <Box key={key} data-testid={`week-${key}`} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
