import type { P2pSignalMessage } from '@app/shared';
import { PeerLink, type OutgoingSignal } from '../../../src/features/video/p2p/peer-link';
import { FakePeerConnection } from '../../support/fake-peer-connection';

interface Side {
  link: PeerLink;
  pc: FakePeerConnection;
  sent: OutgoingSignal[];
  states: RTCPeerConnectionState[];
  streams: MediaStream[];
}

function side(polite: boolean): Side {
  let pc: FakePeerConnection | null = null;
  const sent: OutgoingSignal[] = [];
  const states: RTCPeerConnectionState[] = [];
  const streams: MediaStream[] = [];
  const link = new PeerLink({
    polite,
    iceServers: [{ urls: 'stun:stun.example.org' }],
    send: (signal) => sent.push(signal),
    onRemoteStream: (stream) => streams.push(stream),
    onState: (state) => states.push(state),
    createConnection: (config) => {
      pc = new FakePeerConnection(config);
      // The double stands in for the browser's connection (jsdom has none).
      return pc as unknown as RTCPeerConnection;
    },
  });
  if (!pc) throw new Error('PeerLink did not create its connection');
  return { link, pc, sent, states, streams };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Delivers everything `from` sent so far to `to`, as the server relays it. */
async function relay(from: Side, to: Side): Promise<void> {
  for (const signal of from.sent.splice(0)) {
    const relayed: P2pSignalMessage = { roomName: 'room', to: 'peer', from: 'me', ...signal };
    await to.link.receive(relayed);
  }
  await flush();
}

describe('PeerLink (perfect negotiation over the room socket)', () => {
  it('passes the ICE servers to the connection', () => {
    expect(side(false).pc.config).toEqual({ iceServers: [{ urls: 'stun:stun.example.org' }] });
  });

  it('holds a negotiation back until the peer is in the room, then offers', async () => {
    const a = side(false);
    a.pc.fireNegotiationNeeded();
    await flush();
    expect(a.sent).toEqual([]);
    a.link.setPeerPresent(true);
    await flush();
    expect(a.sent).toEqual([{ description: { type: 'offer', sdp: 'offer-1' } }]);
  });

  it('the side already in the room answers the joiner without offering, then may renegotiate', async () => {
    const stayed = side(true);
    const joiner = side(false);
    stayed.pc.fireNegotiationNeeded(); // its tracks were added before the peer came back
    await flush();
    expect(stayed.sent).toEqual([]);
    joiner.link.setPeerPresent(true);
    joiner.pc.fireNegotiationNeeded();
    await flush();
    await relay(joiner, stayed);
    // Only an answer: no offer of its own crosses the joiner's.
    expect(stayed.sent).toEqual([{ description: { type: 'answer', sdp: 'answer-0' } }]);
    await relay(stayed, joiner);
    expect([joiner.pc.signalingState, stayed.pc.signalingState]).toEqual(['stable', 'stable']);
    // A network change on the side that answered restarts ICE and offers at once.
    stayed.link.restartIce();
    stayed.pc.fireNegotiationNeeded();
    await flush();
    const last = stayed.sent.at(-1);
    expect(last && 'description' in last ? last.description.type : null).toBe('offer');
  });

  it('completes an offer and an answer between two links', async () => {
    const impolite = side(false);
    const polite = side(true);
    impolite.link.setPeerPresent(true);
    polite.link.setPeerPresent(true);
    expect(impolite.link.used).toBe(false);
    impolite.pc.fireNegotiationNeeded();
    await flush();
    await relay(impolite, polite);
    expect(polite.sent).toEqual([{ description: { type: 'answer', sdp: 'answer-0' } }]);
    await relay(polite, impolite);
    expect(impolite.pc.signalingState).toBe('stable');
    expect(polite.pc.signalingState).toBe('stable');
    expect(impolite.link.used).toBe(true);
  });

  it('on a collision the impolite side ignores the offer and the polite side yields', async () => {
    const impolite = side(false);
    const polite = side(true);
    impolite.link.setPeerPresent(true);
    polite.link.setPeerPresent(true);
    impolite.pc.fireNegotiationNeeded();
    polite.pc.fireNegotiationNeeded();
    await flush();
    const impoliteOffer = impolite.sent.splice(0);
    const politeOffer = polite.sent.splice(0);
    // Both offered at once: each receives the other's offer.
    for (const signal of politeOffer) await impolite.link.receive({ ...signal });
    for (const signal of impoliteOffer) await polite.link.receive({ ...signal });
    await flush();
    expect(impolite.sent).toEqual([]);
    expect(impolite.pc.signalingState).toBe('have-local-offer');
    expect(polite.sent).toEqual([{ description: { type: 'answer', sdp: 'answer-1' } }]);
    await relay(polite, impolite);
    expect(impolite.pc.signalingState).toBe('stable');
  });

  it('sends its candidates in the contract shape and skips the end-of-candidates marker', () => {
    const a = side(false);
    a.pc.fireCandidate({ candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' });
    a.pc.fireCandidate(null);
    expect(a.sent).toEqual([
      {
        candidate: {
          candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: null,
          usernameFragment: null,
        },
      },
    ]);
  });

  it('adds relayed candidates, and quietly drops those of an offer it ignored', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const impolite = side(false);
    const candidate = { candidate: 'candidate:2', sdpMid: '0', sdpMLineIndex: 0 };
    await impolite.link.receive({ candidate });
    expect(impolite.pc.candidates).toEqual([candidate]);

    impolite.link.setPeerPresent(true);
    impolite.pc.fireNegotiationNeeded();
    await flush();
    await impolite.link.receive({ description: { type: 'offer', sdp: 'x' } });
    impolite.pc.rejectCandidates = true;
    await impolite.link.receive({ candidate });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('reports connection states and restarts ICE when the connection fails', () => {
    const a = side(false);
    a.pc.fireConnectionState('connecting');
    a.pc.fireConnectionState('failed');
    expect(a.states).toEqual(['connecting', 'failed']);
    expect(a.pc.restarts).toBe(1);
  });

  it('hands the remote stream over, and adds the local tracks', () => {
    const a = side(false);
    const track = { kind: 'video' } as MediaStreamTrack;
    const stream = { getTracks: () => [track] } as unknown as MediaStream;
    a.link.addStream(stream);
    expect(a.pc.tracks).toEqual([track]);
    a.pc.ontrack?.({ track, streams: [stream] });
    expect(a.streams).toEqual([stream]);
  });

  it('after close, detaches from the connection and ignores late signals', async () => {
    const a = side(true);
    a.link.close();
    expect(a.pc.closed).toBe(true);
    expect(a.pc.onicecandidate).toBeNull();
    expect(a.pc.onnegotiationneeded).toBeNull();
    await a.link.receive({ description: { type: 'offer', sdp: 'late' } });
    expect(a.pc.remoteDescription).toBeNull();
    expect(a.sent).toEqual([]);
  });
});
