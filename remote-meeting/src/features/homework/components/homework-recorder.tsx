import { formatDuration, useTexts } from '@app/shared';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Recording } from '../recorder-machine';
import { type RecorderControl, useRecorder } from '../use-recorder';

/** Phone-first: every action is at least 44 px tall and wraps onto a new line when narrow. */
const ACTION = { minHeight: 44 } as const;

/** A countdown shows 10:00 when it starts and 00:00 only when the time is up. */
const wholeSecondsUp = (ms: number) => Math.ceil(ms / 1000) * 1000;

function Actions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>;
}

function Waiting({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}

function Running({ recorder }: { recorder: RecorderControl }) {
  const { t } = useTexts('homework');
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          aria-hidden="true"
          sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: 'error.main' }}
        />
        <Typography sx={{ fontWeight: 600 }}>{t('student.recorder.recording')}</Typography>
        <Typography
          role="timer"
          variant="h5"
          component="span"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="recorder-elapsed"
        >
          <bdi>{formatDuration(recorder.elapsedMs)}</bdi>
        </Typography>
      </Box>
      <Typography color="text.secondary" data-testid="recorder-countdown">
        {t('student.recorder.left', { time: formatDuration(wholeSecondsUp(recorder.remainingMs)) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('student.recorder.limit')}
      </Typography>
      <Actions>
        <Button
          variant="contained"
          color="error"
          startIcon={<StopIcon />}
          sx={ACTION}
          onClick={recorder.stop}
          autoFocus
          data-testid="recorder-stop"
        >
          {t('student.recorder.stop')}
        </Button>
        <Button sx={ACTION} onClick={recorder.discard}>
          {t('student.recorder.cancel')}
        </Button>
      </Actions>
    </>
  );
}

function Recorded({
  recorder,
  recording,
  onSend,
}: {
  recorder: RecorderControl;
  recording: Recording;
  onSend(recording: Recording): void;
}) {
  const { t } = useTexts('homework');
  return (
    <>
      <Typography>
        {t('student.recorder.yourRecording', { duration: formatDuration(recording.durationMs) })}
      </Typography>
      {recorder.playbackUrl && (
        <audio
          controls
          src={recorder.playbackUrl}
          aria-label={t('student.recorder.playback')}
          data-testid="recorder-playback"
          style={{ width: '100%', minHeight: 44 }}
        />
      )}
      <Actions>
        <Button
          variant="contained"
          sx={ACTION}
          onClick={() => {
            onSend(recording);
            recorder.discard();
          }}
          autoFocus
          data-testid="recorder-send"
        >
          {t('student.recorder.send')}
        </Button>
        <Button variant="outlined" startIcon={<MicIcon />} sx={ACTION} onClick={recorder.start}>
          {t('student.recorder.recordAgain')}
        </Button>
        <Button sx={ACTION} onClick={recorder.discard}>
          {t('student.recorder.discard')}
        </Button>
      </Actions>
    </>
  );
}

interface Props {
  /** Hands the finished recording over to be kept and sent. */
  onSend(recording: Recording): void;
}

/**
 * The Record button, and once pressed the recorder in its place: the running time and what is
 * left, then the recording to listen back to and send, record again or discard.
 */
export function HomeworkRecorder({ onSend }: Props) {
  const { t } = useTexts('homework');
  const recorder = useRecorder();
  const { state } = recorder;

  if (state.status === 'idle') {
    return (
      <Box>
        <Button
          variant="contained"
          startIcon={<MicIcon />}
          sx={ACTION}
          onClick={recorder.start}
          data-testid="homework-record"
        >
          {t('student.record')}
        </Button>
      </Box>
    );
  }

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('student.recorder.label')}
      data-testid="homework-recorder"
      data-state={state.status}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      {state.status === 'requesting' && (
        <>
          <Waiting text={t('student.recorder.requesting')} />
          <Actions>
            <Button sx={ACTION} onClick={recorder.discard} autoFocus>
              {t('student.recorder.cancel')}
            </Button>
          </Actions>
        </>
      )}
      {state.status === 'recording' && <Running recorder={recorder} />}
      {state.status === 'stopping' && <Waiting text={t('student.recorder.stopping')} />}
      {state.status === 'recorded' && (
        <Recorded recorder={recorder} recording={state.recording} onSend={onSend} />
      )}
      {state.status === 'failed' && (
        <>
          <Alert severity="error" data-testid="recorder-failure" data-failure={state.failure}>
            {t(`student.recorder.failures.${state.failure}`)}
          </Alert>
          <Actions>
            <Button variant="contained" sx={ACTION} onClick={recorder.start} autoFocus>
              {t('student.recorder.tryAgain')}
            </Button>
            <Button sx={ACTION} onClick={recorder.discard}>
              {t('student.recorder.close')}
            </Button>
          </Actions>
        </>
      )}
    </Paper>
  );
}
