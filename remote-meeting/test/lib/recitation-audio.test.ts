import {
  microphoneConstraints,
  RECITATION_OPUS_BITRATE,
  switchRecitationAudio,
} from '../../src/lib/audio/recitation-audio';

/** A stand-in for the browser's microphone track, stream and RTP sender (jsdom has none). */
class Track {
  enabled = true;
  stopped = false;
  readonly kind = 'audio';
  constructor(readonly constraints: MediaTrackConstraints | null = null) {}
  stop() {
    this.stopped = true;
  }
}

function fakeStream(tracks: Track[]) {
  return {
    getAudioTracks: () => tracks,
    removeTrack: (track: Track) => tracks.splice(tracks.indexOf(track), 1),
    addTrack: (track: Track) => tracks.push(track),
  } as unknown as MediaStream;
}

function fakeSender() {
  let parameters: RTCRtpSendParameters = { encodings: [{}] } as RTCRtpSendParameters;
  const sender = {
    track: null as MediaStreamTrack | null,
    replaceTrack: async (track: MediaStreamTrack | null) => {
      sender.track = track;
    },
    getParameters: () => JSON.parse(JSON.stringify(parameters)) as RTCRtpSendParameters,
    setParameters: async (next: RTCRtpSendParameters) => {
      parameters = next;
    },
    current: () => parameters,
  };
  return sender;
}

describe('recitation audio', () => {
  it('turns the speech processing off in recitation mode and back on after', () => {
    expect(microphoneConstraints(true)).toEqual({
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
    });
    expect(microphoneConstraints(false)).toEqual({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
  });

  it('replaces the microphone on the stream and the sender, keeps mute, sets the bitrate', async () => {
    const old = new Track();
    old.enabled = false;
    const tracks = [old];
    const sender = fakeSender();
    const devices = {
      getUserMedia: async ({ audio }: MediaStreamConstraints) =>
        fakeStream([new Track(audio as MediaTrackConstraints)]),
    };
    const track = (await switchRecitationAudio(
      fakeStream(tracks),
      [sender],
      true,
      devices,
    )) as unknown as Track;
    expect(track.constraints).toEqual(microphoneConstraints(true));
    expect(track.enabled).toBe(false);
    expect(old.stopped).toBe(true);
    expect(tracks).toEqual([track]);
    expect(sender.track).toBe(track);
    expect(sender.current().encodings[0]!.maxBitrate).toBe(RECITATION_OPUS_BITRATE);

    await switchRecitationAudio(fakeStream(tracks), [sender], false, devices);
    expect(sender.current().encodings[0]!.maxBitrate).toBeUndefined();
  });
});
