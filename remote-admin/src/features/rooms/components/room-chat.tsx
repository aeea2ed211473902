import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { apiErrorText, useFormat, useTexts } from '@app/shared';
import { useRoomChat } from '../api/get-room-chat';

/** The session's chat as its participants wrote it, each message in its own direction. */
export function RoomChat({ meetingId }: { meetingId: string }) {
  const { t } = useTexts('admin');
  const format = useFormat();
  const chat = useRoomChat(meetingId);
  if (chat.isPending) return <CircularProgress size={20} aria-label={t('roomDetails.chat')} />;
  if (chat.isError) return <Typography color="error">{apiErrorText(chat.error)}</Typography>;
  if (chat.data.length === 0) {
    return <Typography color="text.secondary">{t('roomDetails.noChat')}</Typography>;
  }
  return (
    <Box
      component="ol"
      data-testid="room-chat"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
    >
      {chat.data.map((message) => (
        <Box component="li" key={message.id}>
          <Typography variant="caption" color="text.secondary">
            <bdi>{message.senderName}</bdi> · {t(`roomDetails.chatRoles.${message.senderRole}`)} ·{' '}
            {format.dateTime(message.createdAt)}
          </Typography>
          <Typography
            dir="auto"
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {message.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
