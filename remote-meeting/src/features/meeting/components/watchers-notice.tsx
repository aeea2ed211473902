import { useFormat, useTexts } from '@app/shared';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import type { RoomEntry } from '../../../lib/room-entry';
import { useLessonWatchers } from '../use-lesson-watchers';

/** "Guardian watching", for the Sheikh and the child alike, while a guardian watches. */
export function WatchersNotice({ roomName, entry }: { roomName: string; entry: RoomEntry }) {
  const { t } = useTexts('meeting');
  const format = useFormat();
  const watchers = useLessonWatchers(roomName, entry);
  if (watchers.length === 0) return null;
  const names = format.list(
    watchers.map((watcher) => watcher.name),
    'and',
  );
  return (
    <Chip
      icon={<VisibilityIcon />}
      label={t('meeting.guardianWatching')}
      title={t('meeting.guardianWatchingNames', { names })}
      role="status"
      size="small"
      color="info"
      data-testid="guardian-watching"
      sx={{ mx: 2, mb: 1, alignSelf: 'flex-start' }}
    />
  );
}
