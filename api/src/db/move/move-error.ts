/**
 * A refusal or failure the operator can act on: the command prints its message alone (no stack
 * trace) and exits non-zero.
 */
export class MoveError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MoveError';
  }
}
