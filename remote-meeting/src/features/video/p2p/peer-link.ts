import type { IceServer, SignalCandidate, SignalDescription } from '@app/shared';

/** A signal to the other peer, without the room and the addressee (the caller adds them). */
export type OutgoingSignal = { description: SignalDescription } | { candidate: SignalCandidate };

/** A signal from the peer, as relayed (null marks the end of its candidates). */
export type IncomingSignal =
  { description: SignalDescription } | { candidate: SignalCandidate | null };

export interface PeerLinkOptions {
  /** The polite peer yields when both offer at once (perfect negotiation). */
  polite: boolean;
  iceServers: IceServer[];
  send(signal: OutgoingSignal): void;
  onRemoteStream(stream: MediaStream): void;
  onState(state: RTCPeerConnectionState): void;
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

/**
 * One RTCPeerConnection with the perfect-negotiation pattern (W3C WebRTC, section 10.7): either
 * side may (re)negotiate at any time, the impolite one wins a collision. Negotiation waits until
 * the peer is in the room, since the server relays only to sockets that joined it. A failed
 * connection restarts ICE.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  #makingOffer = false;
  #ignoreOffer = false;
  #peerPresent = false;
  #negotiationPending = false;
  #closed = false;

  constructor(private readonly options: PeerLinkOptions) {
    const create = options.createConnection ?? ((config) => new RTCPeerConnection(config));
    this.pc = create({ iceServers: options.iceServers });
    this.pc.onnegotiationneeded = () => void this.#negotiate();
    this.pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
      options.send({
        candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
      });
    };
    this.pc.ontrack = ({ track, streams }) => {
      options.onRemoteStream(streams[0] ?? new MediaStream([track]));
    };
    this.pc.onconnectionstatechange = () => {
      const state = this.pc.connectionState;
      options.onState(state);
      if (state === 'failed') this.pc.restartIce();
    };
  }

  /** True once this link has talked to a peer (a rejoining peer needs a fresh link). */
  get used(): boolean {
    return this.pc.remoteDescription !== null;
  }

  addStream(stream: MediaStream): void {
    for (const track of stream.getTracks()) this.pc.addTrack(track, stream);
  }

  /**
   * Sends the stream and receives nothing (a watcher's link), the video capped at
   * `maxVideoBitrate`: the encoding is set before the first offer, so the cap holds from the
   * first frame.
   */
  sendOnly(stream: MediaStream, maxVideoBitrate: number): void {
    for (const track of stream.getTracks()) {
      this.pc.addTransceiver(track, {
        direction: 'sendonly',
        streams: [stream],
        sendEncodings: track.kind === 'video' ? [{ maxBitrate: maxVideoBitrate }] : [{}],
      });
    }
  }

  /**
   * The network changed (back online, another interface): new ICE candidates are gathered
   * and renegotiated, instead of waiting for the old path to fail.
   */
  restartIce(): void {
    if (!this.#closed && this.used) this.pc.restartIce();
  }

  /** The peer entered the room: a negotiation held back for it runs now. */
  setPeerPresent(present: boolean): void {
    this.#peerPresent = present;
    if (present && this.#negotiationPending) void this.#negotiate();
  }

  async #negotiate(): Promise<void> {
    if (!this.#peerPresent) {
      this.#negotiationPending = true;
      return;
    }
    this.#negotiationPending = false;
    try {
      this.#makingOffer = true;
      await this.pc.setLocalDescription();
      if (this.pc.localDescription)
        this.options.send({ description: this.pc.localDescription.toJSON() });
    } catch (error) {
      console.error('Offer failed', error);
    } finally {
      this.#makingOffer = false;
    }
  }

  /** A relayed offer, answer or candidate from the peer. */
  async receive(signal: IncomingSignal): Promise<void> {
    if (this.#closed) return;
    try {
      if ('description' in signal) {
        const { description } = signal;
        if (description.type === 'offer') {
          // The peer is there and offering: answering negotiates this side's tracks too, and
          // from now on this side may renegotiate (an ICE restart) on its own.
          this.#peerPresent = true;
          this.#negotiationPending = false;
        }
        const collision =
          description.type === 'offer' &&
          (this.#makingOffer || this.pc.signalingState !== 'stable');
        this.#ignoreOffer = !this.options.polite && collision;
        if (this.#ignoreOffer) return;
        await this.pc.setRemoteDescription(description);
        if (description.type === 'offer') {
          await this.pc.setLocalDescription();
          if (this.pc.localDescription)
            this.options.send({ description: this.pc.localDescription.toJSON() });
        }
      } else if (signal.candidate) {
        try {
          await this.pc.addIceCandidate(signal.candidate);
        } catch (error) {
          // Candidates of an offer we ignored are expected to fail.
          if (!this.#ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.error('Signal handling failed', error);
    }
  }

  close(): void {
    this.#closed = true;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}
