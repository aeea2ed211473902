import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these, and react-router 7 needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
