/** Where each process listens (docs/architecture.md); every port can be moved by its variable. */
export interface PlatformPorts {
  shell: number;
  api: number;
  admin: number;
  meeting: number;
  profile: number;
}

function portFrom(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

/** Ports from SHELL_PORT, API_PORT, ADMIN_PORT, MEETING_PORT, PROFILE_PORT, else 3000-3004. */
export function portsFromEnv(base = 3000): PlatformPorts {
  return {
    shell: portFrom('SHELL_PORT', base),
    api: portFrom('API_PORT', base + 1),
    admin: portFrom('ADMIN_PORT', base + 2),
    meeting: portFrom('MEETING_PORT', base + 3),
    profile: portFrom('PROFILE_PORT', base + 4),
  };
}

/** The footer links of a platform the browser tests run (a school would name its own pages). */
export const TEST_SITE_LINKS = {
  about: 'https://school.example/about',
  privacy: 'https://school.example/privacy',
  contact: 'mailto:office@school.example',
} as const;

/** The remotes.json the shell gets for these ports on this machine. */
export function remotesJsonFor(
  ports: PlatformPorts,
  { hostname = 'localhost', links }: { hostname?: string; links?: Record<string, string> } = {},
): string {
  const origin = (port: number) => `http://${hostname}:${port}`;
  return JSON.stringify(
    {
      apiUrl: origin(ports.api),
      remotes: {
        admin: `${origin(ports.admin)}/mf-manifest.json`,
        meeting: `${origin(ports.meeting)}/mf-manifest.json`,
        profile: `${origin(ports.profile)}/mf-manifest.json`,
      },
      ...(links ? { links } : {}),
    },
    null,
    2,
  );
}

/** Origins the API must accept credentials and mutations from. */
export function frontEndOrigins(ports: PlatformPorts, hostname = 'localhost'): string {
  return [ports.shell, ports.admin, ports.meeting, ports.profile]
    .map((port) => `http://${hostname}:${port}`)
    .join(',');
}

/**
 * Where the browser tests serve a moved admin remote of their own (one that is down, one that
 * is redeployed): the test platform's page policy allows these origins as if a deployment's
 * remotes.json named them.
 */
export function movedAdminPorts(ports: PlatformPorts): { down: number; redeployed: number } {
  return { down: ports.admin + 50, redeployed: ports.admin + 60 };
}
