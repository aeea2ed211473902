import { initialsOf, resolveAvatarUrl } from '@app/shared/core';
import { useState } from 'react';

interface AvatarProps {
  name: string;
  avatar?: string | null;
}

/** A user's picture from the API host; the initials when there is none or it fails to load. */
export function Avatar({ name, avatar }: AvatarProps) {
  const src = resolveAvatarUrl(avatar);
  // The address that failed, so a new picture gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="ql-avatar">
      {src && failed !== src ? (
        <img
          className="ql-avatar-img"
          src={src}
          alt={name}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <span className="ql-avatar-initials" aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
