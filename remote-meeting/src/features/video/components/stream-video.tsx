import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

interface StreamVideoProps {
  stream: MediaStream | null;
  label: string;
  /** The own picture: muted (no echo) and mirrored like a mirror. */
  own?: boolean;
  sx?: SxProps<Theme>;
  testId: string;
}

/** A <video> playing a MediaStream. */
export function StreamVideo({ stream, label, own = false, sx, testId }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={ref}
      autoPlay
      playsInline
      muted={own}
      aria-label={label}
      data-testid={testId}
      sx={{
        objectFit: 'cover',
        bgcolor: 'grey.900',
        ...(own ? { transform: 'scaleX(-1)' } : {}),
        ...sx,
      }}
    />
  );
}
