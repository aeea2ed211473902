import type { P2pSignalMessage } from '@app/shared';
import type { OutgoingSignal } from '../../../src/features/video/p2p/peer-link';
import { WATCHER_VIDEO_BITRATE, WatcherLinks } from '../../../src/features/video/p2p/watcher-links';
import { FakePeerConnection } from '../../support/fake-peer-connection';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const track = (kind: 'audio' | 'video') => ({ kind }) as MediaStreamTrack;
const stream = {
  getTracks: () => [track('audio'), track('video')],
} as unknown as MediaStream;

function links() {
  const made: FakePeerConnection[] = [];
  const sent: Array<{ to: string; signal: OutgoingSignal }> = [];
  const watchers = new WatcherLinks({
    iceServers: [],
    send: (to, signal) => sent.push({ to, signal }),
    createConnection: (config) => {
      const pc = new FakePeerConnection(config);
      made.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
  });
  return { watchers, made, sent };
}

it('offers a watcher the media send-only, the video capped, and takes its answer', async () => {
  const { watchers, made, sent } = links();
  // Without the camera open there is nothing to offer yet.
  watchers.open('g1');
  expect(made).toHaveLength(0);

  watchers.setStream(stream);
  watchers.open('g1');
  const [pc] = made;
  expect(
    pc!.transceivers.map(({ track: t, init }) => [t.kind, init.direction, init.sendEncodings]),
  ).toEqual([
    ['audio', 'sendonly', [{}]],
    ['video', 'sendonly', [{ maxBitrate: WATCHER_VIDEO_BITRATE }]],
  ]);
  pc!.fireNegotiationNeeded();
  await flush();
  expect(sent).toEqual([
    { to: 'g1', signal: { description: expect.objectContaining({ type: 'offer' }) } },
  ]);

  const answer: P2pSignalMessage = {
    roomName: 'room',
    to: 'me',
    from: 'g1',
    description: { type: 'answer', sdp: 'answer' },
  };
  expect(watchers.receive(answer)).toBe(true);
  await flush();
  expect(pc!.signalingState).toBe('stable');
  // Nobody else's signal is taken for a watcher's.
  expect(watchers.receive({ ...answer, from: 'stranger' })).toBe(false);
});

it('a watcher who comes again gets a fresh link; one who goes, and all at the end, are closed', () => {
  const { watchers, made } = links();
  watchers.setStream(stream);
  watchers.open('g1');
  watchers.open('g1');
  expect(made.map((pc) => pc.closed)).toEqual([true, false]);
  watchers.open('g2');
  watchers.close('g1');
  expect(made.map((pc) => pc.closed)).toEqual([true, true, false]);
  watchers.closeAll();
  expect(made.every((pc) => pc.closed)).toBe(true);
});
