import { useTexts } from '@app/shared/core';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useEffect, useState } from 'react';
import { probeAudioPlayback, unlockAudio, type AudioPlayback } from '../audio-playback';

/**
 * A teacher's page that was reloaded may not play the ringtone until the first click or key
 * press: while the browser says so, a small prompt stays in a corner with a button that enables
 * sound. Any other click or key press enables it too, and the prompt goes.
 */
export function SoundUnlockPrompt() {
  const { t } = useTexts('meeting');
  const [playback, setPlayback] = useState<AudioPlayback | 'unknown'>('unknown');

  useEffect(() => {
    let live = true;
    void probeAudioPlayback().then((result) => {
      if (live) setPlayback(result);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (playback !== 'blocked') return undefined;
    let live = true;
    // The gesture itself is what unlocks sound; ask again once it has happened.
    const afterGesture = () =>
      setTimeout(() => {
        void probeAudioPlayback().then((result) => {
          if (live) setPlayback(result);
        });
      }, 0);
    window.addEventListener('pointerdown', afterGesture, true);
    window.addEventListener('keydown', afterGesture, true);
    return () => {
      live = false;
      window.removeEventListener('pointerdown', afterGesture, true);
      window.removeEventListener('keydown', afterGesture, true);
    };
  }, [playback]);

  if (playback !== 'blocked') return null;
  return (
    <Paper
      elevation={6}
      role="region"
      aria-label={t('call.soundPrompt')}
      data-testid="sound-unlock-prompt"
      sx={{
        position: 'fixed',
        insetBlockEnd: 16,
        insetInlineStart: 16,
        maxWidth: 'calc(100vw - 32px)',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
      }}
    >
      <VolumeUpIcon color="primary" aria-hidden />
      <Typography variant="body2">{t('call.soundPrompt')}</Typography>
      <Button size="small" variant="contained" onClick={() => void unlockAudio().then(setPlayback)}>
        {t('call.enableSound')}
      </Button>
    </Paper>
  );
}
