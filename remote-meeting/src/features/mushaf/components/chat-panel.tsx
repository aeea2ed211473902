import { CHAT_MESSAGE_MAX, type AyahRef, type ChatMessage, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { splitQuranRefs } from '../../../lib/quran/quran-refs';

interface Props {
  messages: readonly ChatMessage[];
  selfId: string | undefined;
  /** Sends a message; resolves to an error text, or null when it was sent. */
  onSend(text: string): Promise<string | null>;
  onOpenRef(ref: AyahRef): void;
  /** Why this user may not write (a guardian turned the chat off): shown instead of the box. */
  closedText?: string | null;
}

/** A message's text, each Quran reference in it ("2:255") a link that opens the mushaf there. */
function MessageText({ text, onOpenRef }: { text: string; onOpenRef(ref: AyahRef): void }) {
  const { t } = useTexts('classroom');
  return (
    <>
      {splitQuranRefs(text).map((piece, index) =>
        'ref' in piece ? (
          <Link
            key={index}
            component="button"
            onClick={() => onOpenRef(piece.ref)}
            aria-label={t('chat.openRef', { ref: `${piece.ref.surah}:${piece.ref.ayah}` })}
            sx={{ verticalAlign: 'baseline', font: 'inherit' }}
          >
            <bdi>{piece.text}</bdi>
          </Link>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The session's chat. Each message sets its own direction from its text (dir="auto"), so Arabic
 * and English messages both read naturally in either interface language.
 */
export function ChatPanel({ messages, selfId, onSend, onOpenRef, closedText = null }: Props) {
  const { t } = useTexts('classroom');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = async () => {
    if (!draft.trim()) return;
    setBusy(true);
    const failure = await onSend(draft);
    setBusy(false);
    setError(failure);
    if (!failure) setDraft('');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box
        role="log"
        tabIndex={0}
        aria-label={t('chat.title')}
        data-testid="chat-log"
        sx={{ flex: 1, overflow: 'auto', p: 2, display: 'grid', gap: 1, alignContent: 'start' }}
      >
        {messages.length === 0 && <Typography color="text.secondary">{t('chat.empty')}</Typography>}
        {messages.map((message) => {
          const own = message.senderId === selfId;
          return (
            <Box
              key={message.id}
              data-testid="chat-message"
              sx={{
                justifySelf: own ? 'end' : 'start',
                maxWidth: '85%',
                bgcolor: own ? 'primary.light' : 'action.hover',
                color: own ? 'primary.contrastText' : 'text.primary',
                borderRadius: 2,
                px: 1.5,
                py: 0.75,
              }}
            >
              <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
                <bdi>{own ? t('chat.you') : message.senderName}</bdi>
              </Typography>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <MessageText text={message.text} onOpenRef={onOpenRef} />
              </Typography>
            </Box>
          );
        })}
        <div ref={end} />
      </Box>
      {closedText ? (
        <Typography
          color="text.secondary"
          data-testid="chat-closed"
          sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
        >
          {closedText}
        </Typography>
      ) : (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          sx={{ display: 'flex', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <TextField
            size="small"
            fullWidth
            label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={error !== null}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX, dir: 'auto' } }}
          />
          <Button type="submit" variant="contained" disabled={busy || !draft.trim()}>
            {t('chat.send')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
