import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAtomValue } from 'jotai';
import { directionAtom } from '../state/ui-atoms';
import { appThemeFor } from '../theme/create-app-theme';
import { emotionCacheFor } from '../theme/emotion-cache';

/**
 * Theme and Emotion cache that follow the page direction (mirrored styles in Arabic); the theme
 * is light whatever the system's colour scheme.
 */
export function DirectionalTheme({ children }: { children: ReactNode }) {
  const direction = useAtomValue(directionAtom);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={appThemeFor(direction)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
