import { setApiUrl } from '@app/shared';
import { homeworkAudioUrl } from '../../src/lib/homework/audio-url';

it('loads a recording from the API’s origin, as the API client calls it', () => {
  setApiUrl('https://api.example.org/');
  expect(homeworkAudioUrl('/homework/h1/submissions/s1/audio')).toBe(
    'https://api.example.org/homework/h1/submissions/s1/audio',
  );
  expect(homeworkAudioUrl('homework/h1/submissions/s1/audio')).toBe(
    'https://api.example.org/homework/h1/submissions/s1/audio',
  );
});
