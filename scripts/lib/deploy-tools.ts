import { existsSync } from 'node:fs';
import { ensureDebianPackage, type DebianPackage } from './debian-package';

const NGINX: DebianPackage = {
  name: 'nginx-light',
  file: '/usr/sbin/nginx',
  usedFor: 'the nginx tests (the deployment files in front of API replicas)',
};

const PROMETHEUS_TOOLS: DebianPackage[] = [
  { name: 'prometheus', file: '/usr/bin/promtool', usedFor: 'checking deploy/prometheus' },
  {
    name: 'prometheus-alertmanager',
    file: '/usr/bin/amtool',
    usedFor: 'checking deploy/prometheus/alertmanager.yml',
  },
];

/**
 * The tools the api suite's deployment checks run (api/test/operations): nginx, promtool and
 * amtool. Installs Debian's packages when we are root; returns what is still missing and why,
 * one line each, or nothing.
 */
export async function ensureDeployTools(): Promise<string[]> {
  const problems: string[] = [];
  const nginx = await ensureDebianPackage(NGINX);
  if (nginx) problems.push(nginx);
  // Debian's prometheus packages start their daemons when installed on a host that runs
  // systemd: there that is the admin's choice, not a test run's. In a container it starts none.
  const systemdHost = existsSync('/run/systemd/system');
  for (const tool of PROMETHEUS_TOOLS) {
    const problem =
      systemdHost && !existsSync(tool.file)
        ? `${tool.name} is missing (${tool.file}), needed for ${tool.usedFor}: apt-get install ${tool.name} (it starts a service on this host, so the tests leave it to you).`
        : await ensureDebianPackage(tool);
    if (problem) problems.push(problem);
  }
  return problems;
}
