/** How a presence reads on screen: SPEC's green, red, yellow and grey. */
export type DotStatus = 'online' | 'busy' | 'inMeeting' | 'offline';
