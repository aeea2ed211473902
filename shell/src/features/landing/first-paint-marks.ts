// index.html's first paint shows the landing page's buttons before the app has started. A click
// on one of them is not lost: the page's inline script marks what was asked on <html>, and the
// landing page does it once it is running (first-paint-intent.ts). Plain constants: the build
// reads them too (src/first-paint/first-paint.ts).

/** On the first paint's outermost element: clicks are recorded only inside it. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/** On each of its buttons: what a click asks for (a FirstPaintIntent). */
export const INTENT_ATTRIBUTE = 'data-intent';
/** On <html>: the intent recorded, until the landing page takes it. */
export const PENDING_INTENT_ATTRIBUTE = 'data-first-paint-intent';

export const FIRST_PAINT_INTENTS = ['login', 'register', 'language'] as const;
export type FirstPaintIntent = (typeof FIRST_PAINT_INTENTS)[number];
