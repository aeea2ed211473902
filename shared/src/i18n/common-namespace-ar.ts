import { COMMON_TEXTS_AR } from './common-texts-ar';
import { ERROR_TEXTS_AR } from './error-texts-ar';
import { errorResources } from './error-texts';

/** The `common` namespace in Arabic: the shared texts and the error texts. */
export const COMMON_NAMESPACE_AR = { ...COMMON_TEXTS_AR, ...errorResources(ERROR_TEXTS_AR) };
