/** The remotes the shell knows how to mount, by their federation container name. */
export const REMOTE_NAMES = ['admin', 'meeting', 'profile'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
