/** Chromium's install event (not in the DOM typings: it is not a web standard yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Where to look for the install command when the browser offers no prompt of its own. */
export type InstallInstructions =
  'ios' | 'android' | 'desktopChromium' | 'safari' | 'firefox' | 'other';

/** What the install button tells the user instead of a native prompt. */
export type InstallMessage =
  { kind: 'alreadyInstalled' } | { kind: 'instructions'; browser: InstallInstructions };

export function isBeforeInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}
