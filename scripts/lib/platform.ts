import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './api-process';
import {
  appContentSecurityPolicy,
  originsFromRemotesJson,
} from '../../tooling/csp/content-security-policy';
import { FRONT_END_APPS, ROOT } from './paths';
import { frontEndOrigins, remotesJsonFor, type PlatformPorts } from './ports';
import { startStaticServer } from './static-server';

/**
 * API environment that keeps a platform on its own embedded database and in-process presence,
 * whatever DATABASE_URL / REDIS_URL the calling shell exports (CI exports them for the API's
 * own tests): browser tests must start from a fresh database, and two platforms must never
 * share one database or one Redis presence store.
 */
export const ISOLATED_STORES = { DATABASE_URL: '', REDIS_URL: '' } as const;

/**
 * Allowances for a platform driven by scripts: the browser tests and benchmarks ring the same
 * few teachers from the same few students many times a minute, seed dozens of lessons over one
 * socket, and register many accounts from one address. The limits have their own API tests.
 */
export const SCRIPTED_USE_ALLOWANCES = {
  CALLS_PER_MINUTE_TO_TEACHER: '1000',
  CALLS_PER_MINUTE: '1000',
  REGISTRATIONS_PER_HOUR: '100000',
  CALL_EVENTS_PER_SECOND: '100',
  CALL_EVENTS_BURST: '500',
} as const;

export interface PlatformOptions {
  ports: PlatformPorts;
  dataDir: string;
  apiEnv?: Record<string, string>;
  /** More origins the shell's page may load remotes from than its remotes.json names. */
  extraRemoteOrigins?: string[];
  /** The footer's about, privacy and contact links (remotes.json `links`). */
  siteLinks?: Record<string, string>;
  /** A file the API's log is also appended to (the browser tests read mailed links there). */
  apiLogFile?: string;
}

export interface RunningPlatform {
  shellUrl: string;
  /** The API process running now (a new one after restartApi). */
  readonly api: ApiProcess;
  /** Stops the API and starts it again on the same port and DATA_DIR: the data persists. */
  restartApi(): Promise<void>;
  /** Stops one front-end app's server (the browser tests take a remote down this way). */
  stopApp(name: FrontEndAppName): Promise<void>;
  /** Starts a stopped front-end app's server again. */
  startApp(name: FrontEndAppName): Promise<void>;
  stop(): Promise<void>;
}

export type FrontEndAppName = (typeof FRONT_END_APPS)[number]['name'];

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The shell page's CSP: the origins its remotes.json names, its inline script, and the hosted
 * Jitsi server when the API is set up for one.
 */
async function shellPagePolicy(
  root: string,
  remotesJson: string,
  { apiEnv, extraRemoteOrigins = [] }: Pick<PlatformOptions, 'apiEnv' | 'extraRemoteOrigins'>,
): Promise<string> {
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  const jitsi = apiEnv?.JITSI_DOMAIN ?? process.env.JITSI_DOMAIN;
  const { api, remotes } = originsFromRemotesJson(remotesJson);
  return appContentSecurityPolicy(
    {
      api,
      remotes: [...remotes, ...extraRemoteOrigins],
      ...(jitsi ? { video: [`https://${jitsi}`] } : {}),
    },
    html,
  );
}

/** The API plus the four built front ends, each on its own origin, as in production. */
export async function startPlatform({
  ports,
  dataDir,
  apiEnv,
  extraRemoteOrigins,
  siteLinks,
  apiLogFile,
}: PlatformOptions): Promise<RunningPlatform> {
  const apiOptions = {
    port: ports.api,
    dataDir,
    corsOrigins: frontEndOrigins(ports),
    // Mailed links open this platform's shell.
    env: { APP_URL: `http://localhost:${ports.shell}`, ...apiEnv },
    ...(apiLogFile ? { logFile: apiLogFile } : {}),
  };
  let api = await startApiProcess(apiOptions);
  const servers = new Map<FrontEndAppName, Server>();
  const startApp = async (name: FrontEndAppName) => {
    if (servers.has(name)) return;
    const app = FRONT_END_APPS.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`Unknown app ${name}`);
    const isShell = name === 'shell';
    const root = path.join(ROOT, app.dir, 'dist');
    const remotesJson = remotesJsonFor(ports, siteLinks ? { links: siteLinks } : {});
    const server = await startStaticServer({
      root,
      port: ports[name === 'shell' ? 'shell' : name],
      spaFallback: isShell,
      ...(isShell
        ? {
            overrides: { '/remotes.json': remotesJson },
            pagePolicy: await shellPagePolicy(root, remotesJson, {
              ...(apiEnv ? { apiEnv } : {}),
              ...(extraRemoteOrigins ? { extraRemoteOrigins } : {}),
            }),
          }
        : {}),
    });
    servers.set(name, server);
  };
  const stopApp = async (name: FrontEndAppName) => {
    const server = servers.get(name);
    servers.delete(name);
    if (server) await closeServer(server);
  };
  for (const app of FRONT_END_APPS) await startApp(app.name);

  return {
    shellUrl: `http://localhost:${ports.shell}`,
    get api() {
      return api;
    },
    restartApi: async () => {
      await api.stop();
      api = await startApiProcess(apiOptions);
    },
    startApp,
    stopApp,
    stop: async () => {
      await Promise.all([...servers.keys()].map(stopApp));
      await api.stop();
    },
  };
}
