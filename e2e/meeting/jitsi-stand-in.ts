import type { BrowserContext } from '@playwright/test';

/** The Jitsi domain the stand-in answers for; this machine cannot reach a real one. */
export const JITSI_DOMAIN = 'meet.jitsi.test';

/**
 * A local stand-in of Jitsi's external_api.js: it records what the page hands it (domain,
 * options, commands, disposal) on window.__jitsi and can fire the conference's events.
 */
const STAND_IN = `
window.JitsiMeetExternalAPI = class {
  constructor(domain, options) {
    this.listeners = {};
    window.__jitsi = { domain, options: JSON.parse(JSON.stringify({ ...options, parentNode: undefined })), commands: [], disposed: false, api: this };
    const frame = document.createElement('iframe');
    frame.title = 'Jitsi stand-in';
    options.parentNode.appendChild(frame);
    setTimeout(() => this.emit('videoConferenceJoined', {}), 50);
  }
  on(event, listener) { (this.listeners[event] = this.listeners[event] || []).push(listener); return this; }
  emit(event, payload) { (this.listeners[event] || []).forEach((listener) => listener(payload)); }
  executeCommand(...args) { window.__jitsi.commands.push(args); }
  dispose() { window.__jitsi.disposed = true; }
};`;

/**
 * Serves the stand-in for the hosted Jitsi server's script. Everything else (the API's
 * configuration, the token) is the real platform's own answer in Jitsi mode.
 */
export async function useJitsiStandIn(context: BrowserContext): Promise<void> {
  await context.route(`https://${JITSI_DOMAIN}/external_api.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
  );
}
