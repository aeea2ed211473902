import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFormat, useTexts, type ChatMessage } from '@app/shared';

/**
 * A lesson's chat as its participants wrote it, each message in its own direction. Both the
 * rooms overview and the report queue show it, each after loading it its own way.
 */
export function LessonChat({ messages }: { messages: readonly ChatMessage[] }) {
  const { t } = useTexts('admin');
  const format = useFormat();
  if (messages.length === 0) {
    return <Typography color="text.secondary">{t('lesson.noChat')}</Typography>;
  }
  return (
    <Box
      component="ol"
      aria-label={t('lesson.chatLabel')}
      data-testid="lesson-chat"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
    >
      {messages.map((message) => (
        <Box component="li" key={message.id}>
          <Typography variant="caption" color="text.secondary">
            <bdi>{message.senderName}</bdi> · {t(`common:roles.${message.senderRole}`)} ·{' '}
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
