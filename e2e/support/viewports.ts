/** A phone held upright (an iPhone 12-14's CSS pixels). */
export const PHONE = { width: 390, height: 844 };
