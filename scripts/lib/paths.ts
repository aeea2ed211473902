import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The four front-end apps, by folder, with the federation name the shell loads them by. */
export const FRONT_END_APPS = [
  { dir: 'shell', name: 'shell' },
  { dir: 'remote-admin', name: 'admin' },
  { dir: 'remote-meeting', name: 'meeting' },
  { dir: 'remote-profile', name: 'profile' },
] as const;

export type FrontEndApp = (typeof FRONT_END_APPS)[number];
