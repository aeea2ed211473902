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
      links: {},
    });
  });

  it('keeps the built-in API origin when none is given', () => {
    expect(parseRuntimeConfig({ remotes: REMOTES })).toEqual({ remotes: REMOTES, links: {} });
  });

  it('names a missing remote', () => {
    const { meeting: _meeting, ...withoutMeeting } = REMOTES;
    expect(() => parseRuntimeConfig({ remotes: withoutMeeting })).toThrow('remotes.meeting');
  });

  it("takes the school's footer links, web or mail addresses only", () => {
    const links = {
      about: 'https://school.example/about',
      privacy: '',
      contact: 'mailto:office@school.example',
    };
    expect(parseRuntimeConfig({ remotes: REMOTES, links }).links).toEqual({
      about: 'https://school.example/about',
      contact: 'mailto:office@school.example',
    });
    for (const about of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', 42]) {
      expect(() => parseRuntimeConfig({ remotes: REMOTES, links: { about } })).toThrow(
        'links.about',
      );
    }
    expect(() => parseRuntimeConfig({ remotes: REMOTES, links: [] })).toThrow('links');
  });

  it('refuses a file of the wrong shape', () => {
    expect(() => parseRuntimeConfig([])).toThrow('"remotes" object');
    expect(() => parseRuntimeConfig({ remotes: REMOTES, apiUrl: 3001 })).toThrow('apiUrl');
  });
});
