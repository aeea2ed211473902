import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The deployment's nginx files: the test runs the same ones production does. */
const DEPLOY_NGINX = fileURLToPath(new URL('../../../deploy/nginx', import.meta.url));

function onPath(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Debian's nginx, installed with apt-get when it is missing and we are root; otherwise the
 * reason the test that needs it is skipped.
 */
export function nginxUnavailable(): string | null {
  if (onPath('nginx')) return null;
  if (process.getuid?.() !== 0 || !onPath('apt-get'))
    return 'nginx is not installed (apt-get install nginx-light, as root)';
  const install = (pkg: string) => {
    try {
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
        stdio: 'ignore',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
      return true;
    } catch {
      return false;
    }
  };
  // nginx-light is the smallest build that has everything used here; newer Debian only has nginx.
  if (!install('nginx-light') && !install('nginx')) {
    execFileSync('apt-get', ['update'], { stdio: 'ignore' });
    if (!install('nginx-light') && !install('nginx')) return 'apt-get could not install nginx';
  }
  return onPath('nginx') ? null : 'nginx is not on PATH after installing it';
}

/**
 * nginx in a temp prefix, in front of the given API ports, with the deployment's own map,
 * balancing and location files (deploy/nginx) and only the listen port and upstream
 * addresses of its own.
 */
export class OwnNginx {
  #child: ChildProcess;
  output = '';

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {
    this.#child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'conf/nginx.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
  }

  /** nginx in front of the given API ports, with the deployment's API files. */
  static start(port: number, apiPorts: number[]): Promise<OwnNginx> {
    const servers = apiPorts
      .map((api) => `    server 127.0.0.1:${api} max_fails=1 fail_timeout=2s;`)
      .join('\n');
    return OwnNginx.startWith(
      port,
      [
        '  include quran-live/websocket-map.conf;',
        '  upstream quran_live_api {',
        '    include quran-live/api-balancing.conf;',
        servers,
        '  }',
        '  server {',
        `    listen 127.0.0.1:${port};`,
        '    include quran-live/api-locations.conf;',
        '  }',
      ].join('\n'),
    );
  }

  /**
   * nginx with the given `http` block body; `quran-live/` names the deployment's files, and
   * `port` must be one it listens on (it is polled until nginx answers).
   */
  static async startWith(port: number, httpBody: string): Promise<OwnNginx> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'quran-own-nginx-'));
    mkdirSync(path.join(dir, 'conf'));
    mkdirSync(path.join(dir, 'logs'));
    // Relative includes resolve against the configuration's folder, as /etc/nginx does.
    symlinkSync(DEPLOY_NGINX, path.join(dir, 'conf/quran-live'));
    writeFileSync(
      path.join(dir, 'conf/nginx.conf'),
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/logs/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  access_log ${dir}/logs/access.log;`,
        `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
        `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
        httpBody,
        '}',
      ].join('\n'),
    );
    const nginx = new OwnNginx(port, dir);
    for (let waited = 0; ; waited += 100) {
      const up = await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      );
      if (up) return nginx;
      if (nginx.#child.exitCode !== null || waited > 10_000) {
        await nginx.close();
        throw new Error(`nginx did not start: ${nginx.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    if (this.#child.exitCode === null) {
      const exited = new Promise((resolve) => this.#child.once('exit', resolve));
      this.#child.kill('SIGQUIT');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
