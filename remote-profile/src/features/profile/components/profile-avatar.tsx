import { useTexts } from '@app/shared/core';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

// Pictures that failed once are not asked for again while the page lives (docs/product.md#screens-and-routes).
const failedSources = new Set<string>();

interface ProfileAvatarProps {
  src: string | null;
  alt: string;
  size?: number;
}

/** The profile picture; a missing or broken one shows the default person icon instead. */
export function ProfileAvatar({ src, alt, size = 112 }: ProfileAvatarProps) {
  const { t } = useTexts('profile');
  // Re-renders when a source fails; the set is the memory, this only announces it.
  const [, setFailed] = useState<string | null>(null);
  const failed = src !== null && failedSources.has(src);
  const onError = () => {
    if (!src) return;
    failedSources.add(src);
    setFailed(src);
  };
  return (
    <>
      <Avatar
        src={failed ? undefined : (src ?? undefined)}
        alt={alt}
        slotProps={{ img: { onError } }}
        sx={{ width: size, height: size, bgcolor: 'grey.300', color: 'grey.600' }}
      >
        <PersonIcon aria-hidden="true" sx={{ fontSize: size * 0.6 }} />
      </Avatar>
      {failed && (
        <Typography variant="caption" color="error">
          {t('avatar.loadFailed')}
        </Typography>
      )}
    </>
  );
}
