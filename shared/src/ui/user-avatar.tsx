import Avatar from '@mui/material/Avatar';
import { initialsOf, resolveAvatarUrl } from '../api-client/avatar-url';

interface UserAvatarProps {
  name: string;
  avatar?: string | null;
  size?: number;
}

/** A user's picture from the API host; the initials when there is none or it fails to load. */
export function UserAvatar({ name, avatar, size = 40 }: UserAvatarProps) {
  return (
    <Avatar
      src={resolveAvatarUrl(avatar) ?? undefined}
      alt={name}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
