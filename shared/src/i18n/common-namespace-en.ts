import { COMMON_TEXTS_EN } from './common-texts-en';
import { ERROR_TEXTS_EN } from './error-texts-en';
import { errorResources } from './error-texts';

/** The `common` namespace in English: the shared texts and the error texts. */
export const COMMON_NAMESPACE_EN = { ...COMMON_TEXTS_EN, ...errorResources(ERROR_TEXTS_EN) };
