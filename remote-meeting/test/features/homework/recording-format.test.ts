import { microphoneFailure, recordingType } from '../../../src/features/homework/recording-format';

it('prefers WebM Opus, falls back to Ogg Opus, and has nothing else to offer', () => {
  expect(recordingType(() => true)).toBe('audio/webm;codecs=opus');
  expect(recordingType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
  expect(recordingType((type) => type === 'audio/mp4')).toBeNull();
});

it("names why the microphone could not be had from getUserMedia's error", () => {
  const failure = (name: string) => microphoneFailure(new DOMException('', name));
  expect(failure('NotAllowedError')).toBe('denied');
  expect(failure('SecurityError')).toBe('denied');
  expect(failure('NotFoundError')).toBe('noMicrophone');
  expect(failure('OverconstrainedError')).toBe('noMicrophone');
  expect(failure('NotReadableError')).toBe('busy');
  expect(failure('NotSupportedError')).toBe('unsupported');
  expect(failure('SomethingNew')).toBe('failed');
  expect(microphoneFailure('not an error')).toBe('failed');
});
