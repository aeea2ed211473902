import { parseRuntimeConfig } from '../../src/app/runtime-config';

const REMOTES = {
  admin: 'https://admin.example.org/mf-manifest.json',
  meeting: 'https://meeting.example.org/mf-manifest.json',
  profile: 'https://profile.example.org/mf-manifest.json',
};

describe('parseRuntimeConfig', () => {
  it('accepts the remotes and an API origin', () => {
    expect(parseRuntimeConfig({ apiUrl: 'https://api.example.org', remotes: REMOTES })).toEqual({
      apiUrl: 'https://api.example.org',
      remotes: REMOTES,
    });
  });

  it('keeps the built-in API origin when none is given', () => {
    expect(parseRuntimeConfig({ remotes: REMOTES })).toEqual({ remotes: REMOTES });
  });

  it('names a missing remote', () => {
    const { meeting: _meeting, ...withoutMeeting } = REMOTES;
    expect(() => parseRuntimeConfig({ remotes: withoutMeeting })).toThrow('remotes.meeting');
  });

  it('refuses a file of the wrong shape', () => {
    expect(() => parseRuntimeConfig([])).toThrow('"remotes" object');
    expect(() => parseRuntimeConfig({ remotes: REMOTES, apiUrl: 3001 })).toThrow('apiUrl');
  });
});
