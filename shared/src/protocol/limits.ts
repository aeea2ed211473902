/** Minimum password length (docs/product.md#limits-and-timings). */
export const PASSWORD_MIN = 6;
/** Upper bound on a password, so hashing cost stays bounded. */
export const PASSWORD_MAX = 128;
/** Minimum name length on the profile screen. */
export const NAME_MIN = 2;
/** Minimum name length at registration. */
export const REGISTER_NAME_MIN = 3;
/** Longest accepted name. */
export const NAME_MAX = 100;
/** How many Sheikhs one student may follow (each follow may notify the student). */
export const FOLLOWS_MAX = 50;
/** Lowest star rating. */
export const RATING_MIN = 1;
/** Highest star rating. */
export const RATING_MAX = 5;
/** Longest rating comment. */
export const COMMENT_MAX = 500;
/** Longest free-text field an admin or applicant sets on an account (experience, a sign-up bio). */
export const TEXT_FIELD_MAX = 500;
/** Default page size of the rooms overview. */
export const ROOMS_PAGE_SIZE = 20;
/** Largest page the rooms overview may request. */
export const ROOMS_PAGE_MAX = 100;
/** Default avatar upload limit in bytes (2 MB). */
export const UPLOAD_MAX_BYTES_DEFAULT = 2 * 1024 * 1024;
/**
 * The picture formats an avatar may be, checked by content on the server and offered by the
 * file picker. A phone's HEIC photo is converted to JPEG by the picker when HEIC is not asked
 * for; SVG is refused (rasterising it costs seconds of CPU for a few bytes).
 */
export const AVATAR_FORMATS = [
  { type: 'jpeg', mimeTypes: ['image/jpeg', 'image/jpg'], extensions: ['jpg', 'jpeg'] },
  { type: 'png', mimeTypes: ['image/png'], extensions: ['png'] },
  { type: 'webp', mimeTypes: ['image/webp'], extensions: ['webp'] },
] as const;
/** Side in pixels of the square WebP an uploaded avatar is re-encoded to. */
export const AVATAR_SIZE = 256;
/** Access-token lifetime in seconds (15 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh-token family lifetime in seconds (30 days). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Longest reason an admin may give when rejecting an application. */
export const REJECT_REASON_MAX = 500;
/** Minutes a password-reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** Default page size of a lesson history. */
export const HISTORY_PAGE_SIZE = 20;
/** Largest page a lesson history may request. */
export const HISTORY_PAGE_MAX = 50;
/** Longest search text on the admin users list. */
export const USERS_SEARCH_MAX = 100;
/** Most rows one rooms CSV export carries; a larger filter is cut there. */
export const ROOMS_EXPORT_MAX_ROWS = 10_000;
