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
