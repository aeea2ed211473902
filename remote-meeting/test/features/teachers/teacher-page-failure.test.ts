import { ApiError } from '@app/shared';
import { teacherPageFailureKey } from '../../../src/features/teachers/teacher-page-failure';

it("says why a Sheikh's page is not shown: gone, kept from the child, or failed", () => {
  expect(teacherPageFailureKey(new ApiError('gone', 404, 'users.not_found'))).toBe(
    'meeting:teacherPage.notFound',
  );
  expect(teacherPageFailureKey(new ApiError('kept', 403, 'family.sheikh_not_allowed'))).toBe(
    'common:apiErrors.family.sheikh_not_allowed',
  );
  expect(teacherPageFailureKey(new ApiError('no', 403, 'auth.forbidden'))).toBe(
    'meeting:teacherPage.loadFailed',
  );
  expect(teacherPageFailureKey(new TypeError('Failed to fetch'))).toBe(
    'meeting:teacherPage.loadFailed',
  );
});
