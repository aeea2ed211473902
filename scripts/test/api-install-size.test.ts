/**
 * @jest-environment node
 */
// The API install budget measures what the image installs, counts a linked workspace as a
// link, and fails an install that brings the front end's packages back.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  API_INSTALL_ARGS,
  API_INSTALL_FILES,
  apiInstallCheck,
  directoryBytes,
} from '../lib/api-install-size';
import { statusOf } from '../lib/budgets';
import { ROOT } from '../lib/paths';

const MB = 1024 * 1024;

describe('directoryBytes', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('adds up the files of every folder and does not follow a linked workspace', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'directory-bytes-'));
    mkdirSync(path.join(dir, 'pkg/lib'), { recursive: true });
    writeFileSync(path.join(dir, 'pkg/index.js'), 'x'.repeat(100));
    writeFileSync(path.join(dir, 'pkg/lib/a.js'), 'x'.repeat(20));
    mkdirSync(path.join(dir, 'workspace'));
    writeFileSync(path.join(dir, 'workspace/big.js'), 'x'.repeat(10_000));
    symlinkSync(path.join(dir, 'workspace'), path.join(dir, 'pkg/linked'));
    // A link weighs the path it holds, not the 10,000 bytes behind it.
    const linkBytes = lstatSync(path.join(dir, 'pkg/linked')).size;
    expect(linkBytes).toBeLessThan(200);
    expect(directoryBytes(path.join(dir, 'pkg'))).toBe(120 + linkBytes);
  });
});

describe('apiInstallCheck', () => {
  it('passes the install as it is, and fails one that holds the front end again', () => {
    expect(statusOf(apiInstallCheck(103 * MB))).toBe('pass');
    expect(statusOf(apiInstallCheck(160 * MB))).toBe('warn');
    // What it held while @app/shared (MUI, React) and all of quran-json were installed with it.
    expect(statusOf(apiInstallCheck(269.5 * MB))).toBe('fail');
  });
});

describe('the measured install', () => {
  const dockerfile = readFileSync(path.join(ROOT, 'deploy/docker/api.Dockerfile'), 'utf8');
  const productionStage = dockerfile.split(/^FROM /m).at(-1) ?? '';
  const lines = productionStage.split('\n');
  const install = lines.findIndex((line) => line.startsWith('RUN npm ci'));

  it('runs the production stage’s own npm ci', () => {
    const command = lines[install]?.replace(/^RUN /, '').split(' && ')[0];
    expect(command?.split(' ')).toEqual(['npm', ...API_INSTALL_ARGS.slice(0, 4)]);
  });

  it('starts from the files the production stage copies before it', () => {
    const copied = lines
      .slice(0, install)
      .filter((line) => line.startsWith('COPY '))
      .flatMap((line) => line.split(' ').slice(2, -1))
      .map((source) => source.replace(/^\/app\//, ''));
    expect(copied.sort()).toEqual([...API_INSTALL_FILES].sort());
  });
});
