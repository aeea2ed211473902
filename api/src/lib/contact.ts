import type { API_CONTRACT } from '@app/shared/protocol/api-contract';
import type { z } from 'zod';

/**
 * A login contact, normalised: lower-cased email or phone digits with an optional leading +.
 * The contract's contact field (login, register, forgotten password) reads the text into it.
 */
export type Contact = z.output<(typeof API_CONTRACT)['auth.login']['body']>['contact'];
