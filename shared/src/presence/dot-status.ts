/** How a presence reads on screen: the product's green, red, yellow and grey. */
export type DotStatus = 'online' | 'busy' | 'inMeeting' | 'offline';
