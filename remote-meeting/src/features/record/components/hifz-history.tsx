import { formatDate, type HifzEntry, useTexts } from '@app/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { entryLabel } from '../../../lib/hifz/entry-label';

/** Every lane entry, newest first: lane, portion and grade, then the date, Sheikh and note. */
export function HifzHistory({ entries }: { entries: readonly HifzEntry[] }) {
  const { t, i18n } = useTexts('hifz');
  if (entries.length === 0) {
    return <Typography color="text.secondary">{t('record.noHistory')}</Typography>;
  }
  return (
    <List disablePadding data-testid="hifz-history-list">
      {entries.map((entry) => {
        const date = formatDate(entry.createdAt, i18n.language);
        return (
          <ListItem
            key={entry.id}
            disableGutters
            divider
            data-testid="hifz-history-entry"
            data-lane={entry.lane}
            sx={{ display: 'block' }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{entryLabel(entry, t)}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {/* A Sheikh whose account is gone leaves the date alone. */}
              {entry.teacherName
                ? t('classroom:record.lessonWith', { date, name: entry.teacherName })
                : date}
            </Typography>
            {entry.note && (
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Typography>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
