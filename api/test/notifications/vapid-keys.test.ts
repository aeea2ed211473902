import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import webpush from 'web-push';
import { resolveVapidKeys } from '../../src/notifications/vapid-keys';

describe('VAPID keys', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vapid-test-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are generated once into DATA_DIR/vapid.json and read back after a restart', () => {
    const first = resolveVapidKeys({}, dataDir);
    const file = path.join(dataDir, 'vapid.json');
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), first);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(Buffer.from(first.publicKey, 'base64url').length, 65);
    assert.equal(Buffer.from(first.privateKey, 'base64url').length, 32);
    assert.deepEqual(resolveVapidKeys({}, dataDir), first);
  });

  it('come from the environment when it gives them', () => {
    const given = webpush.generateVAPIDKeys();
    assert.deepEqual(resolveVapidKeys(given, dataDir), given);
  });
});
