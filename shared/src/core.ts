// The light face of @app/shared: state, socket, API client, i18n and the protocol, without MUI,
// Emotion, notistack or TanStack Query. The landing page loads only this, so a visitor's first
// download holds no component library; `@app/shared` adds the UI on top of the same instances.
export * from './protocol';
export { getApiUrl, setApiUrl } from './config/runtime-config';
export { appStore } from './state/store';
export {
  directionAtom,
  sidebarOpenAtom,
  darkModeAtom,
  forceLightMode,
  DIRECTION_STORAGE_KEY,
  DARK_MODE_STORAGE_KEY,
  type Direction,
} from './state/ui-atoms';
export {
  authDialogAtom,
  authDialogNoticeAtom,
  type AuthDialogMode,
} from './state/auth-dialog-atoms';
export {
  accountBannedAtom,
  authAtom,
  currentUserAtom,
  INITIAL_AUTH_STATE,
  type AuthState,
} from './auth/auth-atoms';
export {
  i18n,
  initI18n,
  registerTranslations,
  changeLanguage,
  type Translations,
} from './i18n/i18n';
export { useTexts, type Texts } from './i18n/use-texts';
export type { TextOptions, TFunction } from './i18n/translate';
export type { PageTexts } from './i18n/page-texts';
export type { TextLoaders } from './i18n/text-loaders';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  directionOf,
  otherLanguage,
  toLanguage,
  type Language,
} from './i18n/languages';
export { socketHolder, SocketHolder } from './socket/socket-holder';
export {
  onSocketEvent,
  logRefusal,
  answerWithin,
  AckTimeoutError,
  type AppSocket,
  type ListenEvent,
  type SocketListener,
} from './socket/app-socket';
export { useSocketEvent } from './socket/use-socket-event';
export {
  apiClient,
  createApiClient,
  REFRESH_PATH,
  type ApiClient,
  type ApiClientConfig,
} from './api-client/api-client';
export { ApiError, AccountVerificationError } from './api-client/api-error';
export { unpackErrorText } from './api-client/error-text';
export { apiErrorText, fieldErrorText } from './api-client/error-translation';
export { placeFailure, type PlacedFailure } from './api-client/place-failure';
export type { RequestOptions, HttpMethod } from './api-client/request-init';
export { documentHasCookies, documentHasSessionMarker } from './api-client/session-refresh';
export { resolveAvatarUrl, initialsOf, initialsAvatar, avatarSrc } from './api-client/avatar-url';
export { setUserAtom, updateUserStatusAtom } from './auth/auth-actions';
export {
  LOGOUT_FAILED_MESSAGE,
  ACCOUNT_INACTIVE_MESSAGE,
  withUser,
  withStatus,
  logoutStarted,
  logoutFailed,
  signedOut,
  type UserStatus,
} from './auth/auth-transitions';
export { logout, isLogoutInProgress, signedOutElsewhere } from './auth/logout';
export { onSignedOutElsewhere } from './auth/sign-out-broadcast';
export {
  startSession,
  profileFrom,
  PROFILE_PATH,
  SESSION_START_TIMING,
  type StartSessionOptions,
} from './auth/session-start';
export { onlineStudentsAtom, usersListAtom, usersListReceivedAtom } from './socket/users-list-atom';
export { applyUsersListDelta, isListedTeacher } from './socket/users-list';
export { attachUsersList } from './socket/users-list-subscription';
export { attachVisitorFeed } from './socket/visitor-feed';
export { startSocketLifecycle } from './socket/socket-lifecycle';
export { handshakeRefusalOf, socketRefusalAtom } from './socket/socket-refusal';
export { registerSocketFeature, type SocketFeature } from './socket/socket-features';
export { registerLogoutStep, type LogoutDetails, type LogoutStep } from './auth/logout-steps';
export { registerSharedFeatures } from './app/register-shared-features';
export { socketDecision, LANDING_PATHS, type SocketDecision } from './socket/socket-decision';
export { sendOfflineBeacon, SET_OFFLINE_PATH } from './socket/offline-beacon';
export { presenceStatus } from './presence/presence-status';
export { markLabel } from './marks/mark-label';
export { readStorage, writeStorage, removeStorage } from './lib/storage';
export { quietConsoleIfConfigured } from './lib/quiet-console';
export {
  availabilityOf,
  settingOf,
  revertedAvailability,
  type AvailabilitySetting,
} from './availability/availability-settings';
export {
  connectedSocket,
  sendAvailability,
  AvailabilityUpdateError,
  AVAILABILITY_ACK_TIMEOUT_MS,
} from './availability/send-availability';
export { attachOwnTeacherStatus } from './availability/subscriptions';
export { callRequestAtom, requestCallAtom, type CallRequest } from './call/call-request';
export {
  fetchNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  deleteNotification,
  fetchNotificationPreferences,
  updateNotificationPreferences,
  savePushSubscription,
  deletePushSubscription,
  NOTIFICATIONS_PAGE_SIZE,
} from './notifications/notifications-api';
export { notificationKeys } from './notifications/notification-keys';
export {
  withNotificationAdded,
  withNotificationReplaced,
  withAllNotificationsRead,
  withNotificationRemoved,
  type NotificationPages,
} from './notifications/notifications-cache';
export {
  desktopAlertPermission,
  requestDesktopAlertPermission,
  type DesktopAlertPermission,
} from './notifications/desktop-permission';
export { sendClientVisibility } from './notifications/client-visibility';
export { removeBrowserPushSubscription } from './notifications/browser-push';
export type { DotStatus } from './presence/dot-status';
export { CoreProviders } from './app/core-providers';
export {
  isolate,
  withoutIsolates,
  FIRST_STRONG_ISOLATE,
  POP_DIRECTIONAL_ISOLATE,
} from './i18n/bidi';
export {
  ARABIC_PLURAL_FORMS,
  ENGLISH_PLURAL_FORMS,
  FEMALE_CONTEXT,
  MALE_CONTEXT,
  type GenderContext,
  type ArabicPluralForm,
  type ArabicTexts,
  type EnglishPluralForm,
} from './i18n/plural-forms';
export { genderContext } from './i18n/gender-context';
