import type { ComponentType } from 'react';

/** What any video provider needs to put two people in one room. */
export interface VideoRoomProps {
  roomName: string;
  /** The server's token for this room (p2p room-join token or Jitsi JWT), if any. */
  token: string | null;
  self: { userId: string; name: string; email: string | null };
  /** The other participant's name, for captions and waiting texts. */
  peerName: string;
  /** Teacher (moderator) or student: the teacher is the impolite peer in p2p negotiation. */
  moderator: boolean;
  /** The provider's own hang-up (its button, or the conference closing). */
  onHangUp(): void;
}

/** A video provider is one component; the meeting view never knows which one it shows. */
export type VideoProvider = ComponentType<VideoRoomProps>;
