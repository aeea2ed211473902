import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { loadConfig } from '../../src/config';
import {
  COMPOSE_DIR,
  composeSource,
  DEPLOY,
  envExample,
  filledEnv,
  interpolate,
  interpolateAll,
  variablesIn,
} from './compose-file';

// The deployment's files as an admin uses them: compose.yaml with env.example's values, the
// coturn configuration it writes, Prometheus's and Alertmanager's files, the systemd unit.
// Each outside tool's check is skipped, saying why, where the tool is missing.

function has(command: string, args: string[] = ['--version']): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'quran-deploy-files-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('compose.yaml with env.example', () => {
  const source = composeSource();
  const env = filledEnv();
  const compose = interpolateAll(source, env);
  const services = Object.entries(compose.services);
  const raw = readFileSync(path.join(COMPOSE_DIR, 'compose.yaml'), 'utf8');

  it('reads every setting env.example has, and env.example has every one it needs', () => {
    const used = new Map(variablesIn(raw).map((variable) => [variable.name, variable.operator]));
    const example = envExample();
    for (const name of example.keys()) assert.ok(used.has(name), `compose.yaml reads ${name}`);
    for (const [name, operator] of used) {
      if (!operator.endsWith('-')) assert.ok(example.has(name), `env.example has ${name}`);
    }
  });

  it('refuses to start without APP_URL and APP_VERSION', () => {
    for (const name of ['APP_URL', 'APP_VERSION']) {
      assert.ok(
        variablesIn(raw).some((variable) => variable.name === name && variable.operator === ':?'),
        `${name} is required (\${${name}:?...})`,
      );
      assert.ok(envExample().get(name), `env.example fills ${name} in`);
      assert.throws(() => interpolateAll(source, { ...env, [name]: '' }), new RegExp(name));
    }
  });

  it('gives every replica an environment the API accepts in production', () => {
    for (const name of ['api1', 'api2']) {
      const environment = compose.services[name]?.environment ?? {};
      const config = loadConfig(environment);
      assert.equal(config.NODE_ENV, 'production');
      assert.equal(config.APP_URL, env.APP_URL);
      assert.equal(config.APP_VERSION, env.APP_VERSION);
      assert.equal(config.TRUST_PROXY, 1, 'nginx is the one hop in front');
      assert.ok(config.DATABASE_URL && config.REDIS_URL, 'replicas share PostgreSQL and Redis');
      assert.ok(
        config.TURN_URLS.some((url) => url.startsWith('turns:')),
        'a turns: URL',
      );
    }
  });

  it('builds the API image once, for both replicas', () => {
    const builders = services.filter(([, service]) => service.build);
    const api1 = compose.services.api1!;
    const api2 = compose.services.api2!;
    assert.ok(api1.build, 'api1 builds');
    assert.equal(api2.build, undefined, 'api2 does not');
    assert.equal(api2.image, api1.image);
    assert.equal(api1.image, `quran-live-api:${env.APP_VERSION}`);
    assert.equal(api2.pull_policy, 'never', 'the local image is never pulled');
    assert.deepEqual(builders.map(([name]) => name).sort(), ['api1', 'web']);
  });

  it('limits every service’s log', () => {
    for (const [name, service] of services) {
      assert.equal(service.logging?.driver, 'json-file', `${name} logs to json-file`);
      assert.match(service.logging?.options?.['max-size'] ?? '', /^\d+[km]$/, `${name} max-size`);
      assert.match(service.logging?.options?.['max-file'] ?? '', /^\d+$/, `${name} max-file`);
    }
  });

  it('mounts certbot’s whole folder so live/ links resolve, and serves the ACME webroot', () => {
    const web = compose.services.web!;
    assert.ok(web.volumes?.includes('/etc/letsencrypt:/etc/letsencrypt:ro'));
    assert.ok(web.volumes?.some((volume) => volume.startsWith('/var/www/certbot:')));
    const live = `/etc/letsencrypt/live/${env.TLS_CERT_NAME}`;
    assert.equal(web.environment?.TLS_CERTIFICATE, `${live}/fullchain.pem`);
    assert.equal(web.environment?.TLS_CERTIFICATE_KEY, `${live}/privkey.pem`);
    const template = readFileSync(path.join(COMPOSE_DIR, 'quran-live.conf.template'), 'utf8');
    assert.match(
      template,
      /listen 80 default_server;\s+location \/\.well-known\/acme-challenge\/ \{\s+root \/var\/www\/certbot;/,
    );
  });

  it('keeps the coturn image’s own arguments and reads its settings from a file', () => {
    const turn = compose.services.turn!;
    assert.equal(turn.command, undefined, 'the image’s --log-file=stdout --external-ip=...');
    assert.equal(turn.entrypoint, undefined);
    assert.ok(turn.volumes?.includes('turn-config:/etc/coturn:ro'));
    assert.ok(compose.services['turn-config']?.volumes?.includes('turn-config:/etc/coturn'));
  });

  it('runs Prometheus and Alertmanager only in the monitoring profile, on files that exist', () => {
    for (const name of ['prometheus', 'alertmanager']) {
      const service = compose.services[name]!;
      assert.deepEqual(service.profiles, ['monitoring']);
      for (const volume of service.volumes ?? []) {
        const [from = ''] = volume.split(':');
        if (from.startsWith('.')) {
          assert.ok(existsSync(path.join(COMPOSE_DIR, from)), `${name} mounts ${from}`);
        }
      }
    }
    for (const [name, service] of services) {
      if (!['prometheus', 'alertmanager'].includes(name)) assert.equal(service.profiles, undefined);
    }
    assert.equal(compose.secrets?.metrics_token?.environment, 'METRICS_TOKEN');
  });

  // Debian's docker-compose is 1.x: it refuses the Compose Specification's top-level `name`, so
  // only the docker compose plugin (2.x) can check the file; the checks above stand in for it.
  const composeTool = has('docker', ['compose', 'version'])
    ? false
    : 'the docker compose plugin is not installed (Debian’s docker-compose 1.x cannot read this format)';
  it('is a file docker compose accepts', { skip: composeTool }, () => {
    const envFile = path.join(tmp, 'compose.env');
    writeFileSync(
      envFile,
      Object.entries(env)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    );
    for (const profile of [[], ['--profile', 'monitoring']]) {
      const check = spawnSync(
        'docker',
        ['compose', '--env-file', envFile, ...profile, '-f', 'compose.yaml', 'config', '--quiet'],
        { cwd: COMPOSE_DIR, encoding: 'utf8' },
      );
      assert.equal(check.status, 0, check.stderr);
    }
  });
});

describe('turn-config.sh', () => {
  it('writes coturn’s file with the realm, the secret and certbot’s certificate through its links', () => {
    // certbot's layout: live/<name>/*.pem are relative links into archive/<name>/.
    const letsencrypt = path.join(tmp, 'letsencrypt');
    mkdirSync(path.join(letsencrypt, 'archive/quran-live'), { recursive: true });
    mkdirSync(path.join(letsencrypt, 'live/quran-live'), { recursive: true });
    for (const file of ['fullchain', 'privkey']) {
      writeFileSync(path.join(letsencrypt, `archive/quran-live/${file}1.pem`), `${file} pem\n`);
      symlinkSync(
        `../../archive/quran-live/${file}1.pem`,
        path.join(letsencrypt, `live/quran-live/${file}.pem`),
      );
    }
    const out = path.join(tmp, 'coturn');
    mkdirSync(out);
    const secret = 'a/b+c=&d';
    execFileSync('sh', [path.join(COMPOSE_DIR, 'turn-config.sh')], {
      env: {
        PATH: process.env.PATH,
        SOURCE: COMPOSE_DIR,
        LETSENCRYPT: letsencrypt,
        OUT: out,
        TURN_SECRET: secret,
        TURN_DOMAIN: 'turn.school.test',
        TLS_CERT_NAME: 'quran-live',
      },
    });
    const conf = readFileSync(path.join(out, 'turnserver.conf'), 'utf8');
    const settings = conf.split('\n').filter((line) => line && !line.startsWith('#'));
    for (const line of [
      'realm=turn.school.test',
      `static-auth-secret=${secret}`,
      `cert=${out}/fullchain.pem`,
      `pkey=${out}/privkey.pem`,
      'use-auth-secret',
      'tls-listening-port=5349',
      'min-port=49160',
      'max-port=49999',
    ]) {
      assert.ok(settings.includes(line), line);
    }
    assert.ok(!settings.includes('no-tls'), 'TLS is on');
    assert.equal(readFileSync(path.join(out, 'privkey.pem'), 'utf8'), 'privkey pem\n');
    assert.throws(() =>
      execFileSync('sh', [path.join(COMPOSE_DIR, 'turn-config.sh')], {
        env: { PATH: process.env.PATH, OUT: out },
        stdio: 'ignore',
      }),
    );
  });
});

describe('the Prometheus and Alertmanager files', () => {
  const promtool = has('promtool') ? false : 'promtool is not installed (Debian: prometheus)';
  const amtool = has('amtool')
    ? false
    : 'amtool is not installed (Debian: prometheus-alertmanager)';

  /** A copy of a scrape configuration beside the rules, its token file pointed at a real one. */
  function scrapeConfigCopy(file: string, name: string): string {
    const dir = path.join(tmp, name);
    mkdirSync(dir, { recursive: true });
    const token = path.join(dir, 'metrics.token');
    writeFileSync(token, 'a-token-of-sixteen-or-more\n');
    copyFileSync(
      path.join(DEPLOY, 'prometheus/quran-live-alerts.yml'),
      path.join(dir, 'quran-live-alerts.yml'),
    );
    const text = readFileSync(file, 'utf8').replace(
      /credentials_file: \S+/,
      `credentials_file: ${token}`,
    );
    writeFileSync(path.join(dir, 'prometheus.yml'), text);
    return path.join(dir, 'prometheus.yml');
  }

  it('promtool accepts both scrape configurations and the rules', { skip: promtool }, () => {
    for (const [file, name] of [
      [path.join(DEPLOY, 'prometheus/prometheus.yml'), 'host'],
      [path.join(COMPOSE_DIR, 'prometheus.yml'), 'compose'],
    ] as const) {
      const check = spawnSync('promtool', ['check', 'config', scrapeConfigCopy(file, name)], {
        encoding: 'utf8',
      });
      assert.equal(check.status, 0, `${name}: ${check.stdout}${check.stderr}`);
    }
    const rules = spawnSync(
      'promtool',
      ['check', 'rules', path.join(DEPLOY, 'prometheus/quran-live-alerts.yml')],
      { encoding: 'utf8' },
    );
    assert.equal(rules.status, 0, rules.stdout + rules.stderr);
  });

  it('amtool accepts the example Alertmanager configuration', { skip: amtool }, () => {
    const check = spawnSync(
      'amtool',
      ['check-config', path.join(DEPLOY, 'prometheus/alertmanager.yml')],
      { encoding: 'utf8' },
    );
    assert.equal(check.status, 0, check.stdout + check.stderr);
  });
});

describe('the systemd unit', () => {
  const analyze = has('systemd-analyze')
    ? false
    : 'systemd-analyze is not installed (Debian: systemd)';
  const UNIT = path.join(DEPLOY, 'systemd/quran-live-api@.service');

  /** The unit as one instance (port 3001), its node the one running this test. */
  function instance(): string {
    const dir = path.join(tmp, 'systemd');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'quran-live-api@3001.service');
    writeFileSync(
      file,
      readFileSync(UNIT, 'utf8').replace(
        'ExecStart=/usr/bin/node ',
        `ExecStart=${process.execPath} `,
      ),
    );
    return file;
  }

  it('has no mistakes systemd-analyze verify finds', { skip: analyze }, () => {
    const check = spawnSync('systemd-analyze', ['verify', instance()], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
    assert.equal(check.stderr.trim(), '', 'no warnings');
  });

  it('is hardened: systemd-analyze security scores it under 5', { skip: analyze }, () => {
    const check = spawnSync('systemd-analyze', ['security', '--offline=yes', instance()], {
      encoding: 'utf8',
    });
    const score = /Overall exposure level for \S+: ([\d.]+)/.exec(check.stdout)?.[1];
    assert.ok(score, check.stdout + check.stderr);
    assert.ok(Number(score) < 5, `exposure ${score}`);
    const unit = readFileSync(UNIT, 'utf8');
    assert.doesNotMatch(unit, /^MemoryDenyWriteExecute=yes/m, 'V8’s JIT writes the code it runs');
  });
});

// interpolate() is what the checks above stand on: it must read compose's forms as compose does.
describe('compose interpolation as the checks read it', () => {
  it('fills, defaults and refuses as compose does', () => {
    const env = { A: 'a', EMPTY: '' };
    assert.equal(interpolate('${A}-${EMPTY:-d}-${EMPTY-d}-${MISSING-d}-$$A', env), 'a-d--d-$A');
    assert.throws(() => interpolate('${EMPTY:?say why}', env), /EMPTY is required: say why/);
    assert.equal(interpolate('${EMPTY?say why}', env), '');
  });
});
