import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPublicAddress } from '../../src/notifications/public-address';

describe('public addresses', () => {
  it('loopback, private, link-local, metadata, multicast and reserved ranges are not public', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ]) {
      assert.equal(isPublicAddress(address), false, address);
    }
  });

  it('addresses on the internet are', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      assert.equal(isPublicAddress(address), true, address);
    }
  });
});
