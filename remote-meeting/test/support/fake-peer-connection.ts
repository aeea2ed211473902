/**
 * An RTCPeerConnection double with the signalling state machine of the W3C spec (stable,
 * have-local-offer, have-remote-offer, implicit rollback) and no media: enough to drive
 * PeerLink's perfect negotiation. jsdom has no WebRTC, and the browser tests cover real media.
 */
export class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: RTCSessionDescription | null = null;
  remoteDescription: RTCSessionDescription | null = null;
  readonly candidates: RTCIceCandidateInit[] = [];
  readonly tracks: MediaStreamTrack[] = [];
  restarts = 0;
  closed = false;
  /** Makes addIceCandidate fail, as a browser does for a candidate of an ignored offer. */
  rejectCandidates = false;

  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: RTCIceCandidate | null }) => void) | null = null;
  ontrack: ((event: { track: MediaStreamTrack; streams: MediaStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  #offers = 0;

  constructor(readonly config: RTCConfiguration) {}

  async setLocalDescription(): Promise<void> {
    await Promise.resolve();
    const type: RTCSdpType = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    if (type === 'offer') this.#offers += 1;
    this.localDescription = description(type, `${type}-${this.#offers}`);
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
  }

  async setRemoteDescription(init: RTCSessionDescriptionInit): Promise<void> {
    await Promise.resolve();
    if (init.type === 'offer') {
      // An offer in have-local-offer rolls the local one back first (implicit rollback).
      this.signalingState = 'have-remote-offer';
    } else if (init.type === 'answer') {
      if (this.signalingState !== 'have-local-offer') throw new Error('InvalidStateError');
      this.signalingState = 'stable';
    }
    this.remoteDescription = description(init.type ?? 'offer', init.sdp ?? '');
  }

  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    await Promise.resolve();
    if (this.rejectCandidates) throw new Error('OperationError');
    this.candidates.push(candidate);
  }

  addTrack(track: MediaStreamTrack): void {
    this.tracks.push(track);
  }

  /** What addTransceiver was given, so a test can read the direction and the encodings. */
  readonly transceivers: Array<{ track: MediaStreamTrack; init: RTCRtpTransceiverInit }> = [];

  addTransceiver(track: MediaStreamTrack, init: RTCRtpTransceiverInit): void {
    this.transceivers.push({ track, init });
  }

  getSenders(): RTCRtpSender[] {
    return [];
  }

  restartIce(): void {
    this.restarts += 1;
  }

  close(): void {
    this.closed = true;
  }

  /** Test helpers: what the browser would fire. */
  fireNegotiationNeeded(): void {
    this.onnegotiationneeded?.();
  }

  fireCandidate(candidate: RTCIceCandidateInit | null): void {
    this.onicecandidate?.({ candidate: candidate && iceCandidate(candidate) });
  }

  fireConnectionState(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

function description(type: RTCSdpType, sdp: string): RTCSessionDescription {
  const init = { type, sdp };
  return { ...init, toJSON: () => init };
}

function iceCandidate(init: RTCIceCandidateInit): RTCIceCandidate {
  return {
    candidate: init.candidate ?? '',
    sdpMid: init.sdpMid ?? null,
    sdpMLineIndex: init.sdpMLineIndex ?? null,
    usernameFragment: init.usernameFragment ?? null,
    toJSON: () => init,
  } as RTCIceCandidate;
}
