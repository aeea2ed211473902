/** The video settings, as Jitsi Meet's config and interface config. */
export const JITSI_CONFIG = {
  resolution: 720,
  constraints: { video: { height: { ideal: 720, max: 720 }, width: { ideal: 1280, max: 1280 } } },
  prejoinPageEnabled: false,
  prejoinConfig: { enabled: false },
  // Lobby off: nobody waits to be admitted, and the moderator cannot turn it on by mistake.
  lobby: { autoKnock: true, enableChat: false },
  hideLobbyButton: true,
  enableLobbyChat: false,
  toolbarConfig: { timeout: 4_000 },
  disableDeepLinking: true,
} as const;

export const JITSI_INTERFACE_CONFIG = {
  TOOLBAR_TIMEOUT: 4_000,
  TILE_VIEW_MAX_COLUMNS: 2,
} as const;

/**
 * Recitation audio on Jitsi: the browser's echo cancellation, noise suppression and automatic
 * gain off (`disableAP`, and each one by name for older deployments), Opus at 64 kbps without
 * DTX. Jitsi reads these only when a room is joined, so switching joins the room again.
 */
export const JITSI_RECITATION_CONFIG = {
  disableAP: true,
  disableAEC: true,
  disableNS: true,
  disableAGC: true,
  disableHPF: true,
  enableOpusDtx: false,
  opusMaxAverageBitrate: 64_000,
  audioQuality: { stereo: false, opusMaxAverageBitrate: 64_000, enableOpusDtx: false },
} as const;

/** The configuration a room is joined with, with or without recitation audio. */
export function jitsiConfig(recitation: boolean) {
  return recitation ? { ...JITSI_CONFIG, ...JITSI_RECITATION_CONFIG } : JITSI_CONFIG;
}

/**
 * A guardian watching on Jitsi: in the room with the microphone and camera off from the start,
 * and without the buttons that would turn them on; only leaving and the layout remain.
 */
export const JITSI_WATCH_CONFIG = {
  ...JITSI_CONFIG,
  startWithAudioMuted: true,
  startWithVideoMuted: true,
  startAudioOnly: false,
  disableSelfView: true,
  toolbarButtons: ['hangup', 'tileview', 'fullscreen'],
} as const;
