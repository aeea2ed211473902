import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { byteRange } from '../../src/homework/byte-range';

describe('byteRange: what a Range header asks of a 1000-byte file', () => {
  it('one range: from-to, from to the end, the last n bytes', () => {
    assert.deepEqual(byteRange('bytes=0-99', 1000), { start: 0, end: 99 });
    assert.deepEqual(byteRange('bytes=500-', 1000), { start: 500, end: 999 });
    assert.deepEqual(byteRange('bytes=-100', 1000), { start: 900, end: 999 });
    // Safari's first probe.
    assert.deepEqual(byteRange('bytes=0-1', 1000), { start: 0, end: 1 });
  });

  it('an end past the file is the file’s end; a suffix longer than the file is all of it', () => {
    assert.deepEqual(byteRange('bytes=900-5000', 1000), { start: 900, end: 999 });
    assert.deepEqual(byteRange('bytes=-5000', 1000), { start: 0, end: 999 });
  });

  it('a start past the end, or an empty suffix, cannot be satisfied', () => {
    assert.equal(byteRange('bytes=1000-', 1000), 'unsatisfiable');
    assert.equal(byteRange('bytes=99999999999999999999-', 1000), 'unsatisfiable');
    assert.equal(byteRange('bytes=-0', 1000), 'unsatisfiable');
    assert.equal(byteRange('bytes=0-', 0), 'unsatisfiable');
  });

  it('what it does not read sends the whole file: none, several ranges, reversed, other units', () => {
    for (const header of [
      undefined,
      '',
      'bytes=0-1,5-6',
      'bytes=9-3',
      'bytes=-',
      'items=0-5',
      'bytes=a-b',
    ]) {
      assert.equal(byteRange(header, 1000), null, String(header));
    }
  });
});
