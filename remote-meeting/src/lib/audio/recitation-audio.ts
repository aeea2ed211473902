// Recitation audio: for the reciting side, the microphone without the browser's speech
// processing (echo cancellation, noise suppression, automatic gain all change a recitation's
// sound: they cut held letters, ghunnah and soft endings) and Opus at a music-like bitrate.
// Opus DTX (silence suppression) stays off: browsers use it only when the SDP asks for it
// (usedtx=1), which our offers never do.

/** The Opus bitrate of the reciting side's audio in recitation mode (bits per second). */
export const RECITATION_OPUS_BITRATE = 64_000;

/** Microphone constraints for recitation mode, and for a normal call. */
export function microphoneConstraints(recitation: boolean): MediaTrackConstraints {
  return {
    echoCancellation: !recitation,
    noiseSuppression: !recitation,
    autoGainControl: !recitation,
  };
}

type AudioSender = Pick<RTCRtpSender, 'track' | 'replaceTrack' | 'getParameters' | 'setParameters'>;

/** Caps (or uncaps) the sender's audio bitrate; no renegotiation is needed. */
export async function setAudioBitrate(sender: AudioSender, bitrate: number | null): Promise<void> {
  const parameters = sender.getParameters();
  if (!parameters.encodings || parameters.encodings.length === 0) parameters.encodings = [{}];
  for (const encoding of parameters.encodings) {
    if (bitrate === null) delete encoding.maxBitrate;
    else encoding.maxBitrate = bitrate;
  }
  await sender.setParameters(parameters);
}

/** The senders of a connection that carry (or may carry) the microphone. */
export const audioSenders = (pc: Pick<RTCPeerConnection, 'getSenders'>) =>
  pc.getSenders().filter((sender) => sender.track?.kind === 'audio');

/**
 * Switches the call's microphone in or out of recitation mode: a new microphone track with the
 * mode's processing replaces the old one in the local stream and on the audio senders (the peer
 * keeps its connection), keeping the mute state, and the bitrate follows the mode.
 */
export async function switchRecitationAudio(
  stream: MediaStream,
  senders: readonly AudioSender[],
  recitation: boolean,
  devices: Pick<MediaDevices, 'getUserMedia'> = navigator.mediaDevices,
): Promise<MediaStreamTrack> {
  const old = stream.getAudioTracks()[0];
  const fresh = await devices.getUserMedia({ audio: microphoneConstraints(recitation) });
  const track = fresh.getAudioTracks()[0]!;
  track.enabled = old?.enabled ?? true;
  for (const sender of senders) {
    await sender.replaceTrack(track);
    await setAudioBitrate(sender, recitation ? RECITATION_OPUS_BITRATE : null);
  }
  if (old) {
    stream.removeTrack(old);
    old.stop();
  }
  stream.addTrack(track);
  return track;
}
