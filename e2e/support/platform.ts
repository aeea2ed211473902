import { portsFromEnv } from '../../scripts/lib/ports';

/** The ports playwright.config.ts started the platform on. */
export const E2E_PORTS = portsFromEnv(Number(process.env.BASE_PORT ?? 4100));
export const API_URL = `http://localhost:${E2E_PORTS.api}`;
export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
