import { defineAppConfig } from '../tooling/rspack/create-app-config';
import federation from './module-federation.config';

export default defineAppConfig(import.meta.url, federation, Number(process.env.SHELL_PORT ?? 3000));
