import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { apiErrorText, useTexts } from '@app/shared';
import { LessonChat } from '../../../lib/lesson-chat';
import { useRoomChat } from '../api/get-room-chat';

/** The session's chat, fetched on its own when the room's details open. */
export function RoomChat({ meetingId }: { meetingId: string }) {
  const { t } = useTexts('admin');
  const chat = useRoomChat(meetingId);
  if (chat.isPending) return <CircularProgress size={20} aria-label={t('roomDetails.chat')} />;
  if (chat.isError) return <Typography color="error">{apiErrorText(chat.error)}</Typography>;
  return <LessonChat messages={chat.data} />;
}
