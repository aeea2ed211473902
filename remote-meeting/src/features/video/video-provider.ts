import type { ComponentType } from 'react';
import type { RoomEntry } from '../../lib/room-entry';

/** What any video provider needs to put two people in one room. */
export interface VideoRoomProps {
  roomName: string;
  /** The server's Jitsi token for this room, if the provider needs one. */
  token: string | null;
  /** The latest entry into the room (the lesson entered it): who else was in. */
  entry: RoomEntry;
  self: { userId: string; name: string; email: string | null };
  /** The other participant: its id addresses the built-in video's signals. */
  peerId: string;
  /** The other participant's name, for captions and waiting texts. */
  peerName: string;
  /** Teacher (moderator) or student: the teacher is the impolite peer in p2p negotiation. */
  moderator: boolean;
  /** The provider's own hang-up (its button, or the conference closing). */
  onHangUp(): void;
}

/** A video provider is one component; the meeting view never knows which one it shows. */
export type VideoProvider = ComponentType<VideoRoomProps>;
