/** A phone held upright (an iPhone 12-14's CSS pixels): the bench's and the browser tests'. */
export const PHONE = { width: 390, height: 844 };
