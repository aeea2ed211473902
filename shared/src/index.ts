// The browser face of @app/shared: one module instance per page, negotiated by the federation
// runtime, so the shell and every remote see the same store, socket, QueryClient and i18n.
// Everything light comes from `@app/shared/core` (its own shared module, which the landing page
// loads alone); this entry adds what needs MUI or TanStack Query.
export * from '@app/shared/core';
export { queryClient } from './query/query-client';
export { useMinorAge, fetchMinorAge } from './config/use-minor-age';
export { AppProviders } from './app/app-providers';
export { UiProviders } from './app/ui-providers';
export { appThemeFor } from './theme/create-app-theme';
export { PageSpinner } from './ui/page-spinner';
export { LanguageToggle } from './ui/language-toggle';
export { PageHeader } from './ui/page-header';
export { renderStandalone } from './app/render-standalone';
export { UserAvatar } from './ui/user-avatar';
export { StatusDot } from './ui/status-dot';
export { AppButton, type AppButtonVariant, type AppButtonSize } from './ui/app-button';
export {
  useTeacherAvailability,
  type TeacherAvailabilityControl,
  type TeacherAvailabilityOptions,
} from './availability/use-teacher-availability';
export { AvailabilitySwitch } from './availability/availability-switch';
export {
  useUnreadNotificationCount,
  useNotificationList,
  useMarkNotificationRead,
  useMarkAllNotificationsRead,
  useDeleteNotification,
} from './notifications/use-notifications';
export {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
  notificationPreferencesQuery,
} from './notifications/use-notification-preferences';
export { APP_NOTIFICATION_ICON } from './notifications/desktop-call-alerts';
export {
  formatDate,
  formatTime,
  formatDateTime,
  formatRelative,
  formatDuration,
  formatMinutes,
  formatNumber,
  formatPercent,
  formatList,
  formatLocaleOf,
  formattersFor,
  NUMBERING_SYSTEM,
  type Formatters,
  type ListStyle,
} from './i18n/format';
export { useFormat } from './i18n/use-format';
export {
  addDays,
  dayIn,
  instantAt,
  startOfDay,
  wallClockAt,
  weekdayOf,
  type LocalDay,
} from './lib/local-clock';
export { usePageTitle, pageTitle } from './i18n/use-page-title';
export {
  registerTeachingTranslations,
  TEACHING_NAMESPACE,
  TEACHING_TRANSLATIONS,
} from './i18n/teaching-translations';
