import { ApiError } from '@app/shared';

/**
 * The text key of a Sheikh's page that could not be shown: gone, kept from this child by its
 * guardian's settings (said as such, not as a failure to retry), or any other failure.
 */
export function teacherPageFailureKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'meeting:teacherPage.loadFailed';
  if (error.status === 404) return 'meeting:teacherPage.notFound';
  if (error.code === 'family.sheikh_not_allowed')
    return 'common:apiErrors.family.sheikh_not_allowed';
  return 'meeting:teacherPage.loadFailed';
}
