import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import webpush from 'web-push';
import { ConfigError, loadConfig } from '../src/config';
import { configWarnings } from '../src/config-warnings';

describe('config', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    assert.equal(config.PORT, 3001);
    assert.equal(config.APP_VERSION, '1.0.0');
    assert.equal(config.VIDEO_PROVIDER, 'p2p');
    assert.equal(config.UPLOAD_MAX_BYTES, 2 * 1024 * 1024);
    assert.equal(config.DATA_DIR, path.resolve('./data'));
    assert.deepEqual(config.CORS_ORIGINS, [
      'http://localhost:3000',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
    assert.equal(config.SEED_DEMO, false);
  });

  it('parses lists, flags and ICE servers', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      SEED_DEMO: 'true',
      ICE_SERVERS: '[{"urls":"turn:t.example","username":"u","credential":"c"}]',
      DATA_DIR: 'rel/dir',
    });
    assert.deepEqual(config.CORS_ORIGINS, ['https://a.example', 'https://b.example']);
    assert.equal(config.SEED_DEMO, true);
    assert.deepEqual(config.ICE_SERVERS, [
      { urls: 'turn:t.example', username: 'u', credential: 'c' },
    ]);
    assert.ok(path.isAbsolute(config.DATA_DIR));
    assert.deepEqual(loadConfig({ ICE_SERVERS: 'stun:a,stun:b' }).ICE_SERVERS, [
      { urls: 'stun:a' },
      { urls: 'stun:b' },
    ]);
  });

  it('names every bad variable', () => {
    assert.throws(
      () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', UPLOAD_MAX_BYTES: '-1' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /PORT/);
        assert.match(error.message, /DATABASE_URL: must be a postgres:\/\/ URL/);
        assert.match(error.message, /UPLOAD_MAX_BYTES/);
        return true;
      },
    );
  });

  it('refuses demo accounts in production and half-set pairs', () => {
    assert.throws(
      () => loadConfig({ SEED_DEMO: 'true', NODE_ENV: 'production', APP_URL: 'https://a.example' }),
      /SEED_DEMO/,
    );
    assert.throws(() => loadConfig({ SUPERADMIN_EMAIL: 'a@b.co' }), /SUPERADMIN_PASSWORD/);
    assert.throws(() => loadConfig({ VIDEO_PROVIDER: 'jitsi' }), /JITSI_DOMAIN/);
    assert.throws(() => loadConfig({ SESSION_SECRET: 'short' }), /SESSION_SECRET/);
  });

  it('requires APP_URL in production, where a default would mail links to localhost', () => {
    assert.equal(loadConfig({}).APP_URL, 'http://localhost:3000');
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /APP_URL: is required when NODE_ENV=production/);
        return true;
      },
    );
    assert.throws(() => loadConfig({ NODE_ENV: 'production', APP_URL: ' ' }), /APP_URL/);
    const config = loadConfig({ NODE_ENV: 'production', APP_URL: 'https://app.example.org/' });
    assert.equal(config.APP_URL, 'https://app.example.org');
    assert.throws(() => loadConfig({ APP_URL: 'ftp://app.example.org' }), /APP_URL: must be/);
  });

  it('warns of PostgreSQL without Redis in production: replicas would not share presence', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://app.example.org',
      DATABASE_URL: 'postgres://u@db/quran',
    };
    const [warning, ...rest] = configWarnings(loadConfig(production));
    assert.match(warning ?? '', /REDIS_URL is unset: presence, rings and rate limits/);
    assert.deepEqual(rest, []);
    const shared = loadConfig({ ...production, REDIS_URL: 'redis://cache:6379' });
    assert.deepEqual(configWarnings(shared), []);
    // PGlite is one process by construction; development is one machine.
    assert.deepEqual(configWarnings(loadConfig({ ...production, DATABASE_URL: '' })), []);
    assert.deepEqual(configWarnings(loadConfig({ DATABASE_URL: production.DATABASE_URL })), []);
  });

  it('reads TRUST_PROXY as Fastify takes it, and names a bad entry', () => {
    assert.equal(loadConfig({}).TRUST_PROXY, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY, true);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).TRUST_PROXY, [
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }), /TRUST_PROXY.*10\.0\.0\.0\/33/);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'proxy.local' }), /TRUST_PROXY/);
  });

  it('reads the notification settings and names the bad ones', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.SMTP_URL, undefined);
    assert.equal(defaults.SMTP_FROM, 'Quran Live <no-reply@localhost>');
    assert.equal(defaults.VAPID_SUBJECT, 'mailto:admin@localhost');
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      SMTP_FROM: 'Quran <bell@example.org>',
      VAPID_SUBJECT: 'https://example.org/contact',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    assert.equal(config.SMTP_URL, 'smtps://user:pass@mail.example.org:465');
    assert.equal(config.VAPID_PUBLIC_KEY, keys.publicKey);
    assert.throws(
      () =>
        loadConfig({
          SMTP_URL: 'http://mail.example.org',
          SMTP_FROM: 'nobody',
          VAPID_SUBJECT: 'admin@example.org',
          VAPID_PUBLIC_KEY: 'short',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
        assert.match(error.message, /SMTP_FROM/);
        assert.match(
          error.message,
          /VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/,
        );
        assert.match(error.message, /VAPID_PUBLIC_KEY: must be a base64url P-256 public key/);
        assert.match(error.message, /VAPID_PRIVATE_KEY: .*must be set together/);
        return true;
      },
    );
  });
});
