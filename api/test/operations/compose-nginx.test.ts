import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { nginxUnavailable } from './own-nginx';

const DEPLOY = fileURLToPath(new URL('../../../deploy', import.meta.url));
const TEMPLATE = path.join(DEPLOY, 'compose/quran-live.conf.template');

const ENV = {
  APP_DOMAIN: 'app.school.test',
  ADMIN_DOMAIN: 'admin.school.test',
  MEETING_DOMAIN: 'meeting.school.test',
  PROFILE_DOMAIN: 'profile.school.test',
  API_DOMAIN: 'api.school.test',
  VIDEO_ORIGIN: '',
};

/**
 * What the nginx image does with a template at start: `${NAME}` replaced for each defined
 * environment variable, nginx's own `$variables` untouched.
 */
function render(template: string, env: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => env[name] ?? whole);
}

describe('the compose deployment’s nginx template', { skip: nginxUnavailable() ?? false }, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quran-compose-nginx-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('names every variable compose passes, and renders into a configuration nginx accepts', () => {
    const template = readFileSync(TEMPLATE, 'utf8');
    const used = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((match) => match[1]));
    const compose = readFileSync(path.join(DEPLOY, 'compose/compose.yaml'), 'utf8');
    for (const name of used) {
      assert.match(compose, new RegExp(`\\n\\s+${name}: `), `compose.yaml passes ${name} to web`);
    }

    // A self-signed certificate, the build's page-policy.conf, and the API replicas' names
    // pointed at this machine (nginx -t resolves upstream hosts).
    const tls = path.join(dir, 'tls');
    mkdirSync(tls);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=school.test',
        '-keyout',
        path.join(tls, 'privkey.pem'),
        '-out',
        path.join(tls, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    const srv = path.join(dir, 'srv');
    mkdirSync(path.join(srv, 'shell'), { recursive: true });
    writeFileSync(path.join(srv, 'shell/page-policy.conf'), `set $ql_page_scripts "'sha256-x'";\n`);
    const rendered = render(template, {
      ...ENV,
      TLS_CERTIFICATE: path.join(tls, 'fullchain.pem'),
      TLS_CERTIFICATE_KEY: path.join(tls, 'privkey.pem'),
    })
      .replaceAll('/srv/quran-live', srv)
      .replace(/server api[12]:3001/g, 'server 127.0.0.1:3001');
    assert.doesNotMatch(rendered, /\$\{/, 'every ${...} is filled in');

    mkdirSync(path.join(dir, 'conf'));
    symlinkSync(path.join(DEPLOY, 'nginx'), path.join(dir, 'conf/quran-live'));
    writeFileSync(path.join(dir, 'conf/quran-live.conf'), rendered);
    writeFileSync(
      path.join(dir, 'conf/nginx.conf'),
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
        '  include quran-live.conf;',
        '}',
      ].join('\n'),
    );
    const check = spawnSync('nginx', ['-t', '-p', dir, '-c', path.join(dir, 'conf/nginx.conf')], {
      encoding: 'utf8',
    });
    assert.equal(check.status, 0, check.stderr);
  });
});
