import type { AppSocket } from './app-socket';
import type { SocketHolder } from './socket-holder';

/**
 * What a feature does with the page's socket. The socket lifecycle is infrastructure: it knows
 * no feature, features register with it (the apps' start-up code registers them).
 */
export interface SocketFeature {
  /** Called with each new signed-in socket, for its user. */
  attach?(socket: AppSocket, userId: string): void;
  /** Called once when the lifecycle starts; returns what stops it. */
  start?(holder: SocketHolder): () => void;
}

const features = new Set<SocketFeature>();

/** Registers a feature with every socket lifecycle started from now on; returns the removal. */
export function registerSocketFeature(feature: SocketFeature): () => void {
  features.add(feature);
  return () => {
    features.delete(feature);
  };
}

/** The registered features, in registration order. */
export function socketFeatures(): readonly SocketFeature[] {
  return [...features];
}
