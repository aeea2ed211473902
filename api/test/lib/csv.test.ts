import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { csvField, toCsv, UTF8_BOM } from '../../src/lib/csv';

describe('CSV', () => {
  it('quotes only the fields that need it and doubles their quotes', () => {
    assert.equal(csvField('plain'), 'plain');
    assert.equal(csvField('a,b'), '"a,b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('two\nlines'), '"two\nlines"');
    assert.equal(csvField(null), '');
    assert.equal(csvField(4.5), '4.5');
    assert.equal(csvField('مرحبا'), 'مرحبا');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    assert.equal(csvField('=1+1'), "'=1+1");
    assert.equal(csvField('@cmd'), "'@cmd");
    assert.equal(csvField('-2'), "'-2");
    assert.equal(csvField(-2), '-2');
  });

  it('starts with a BOM and ends every line with CRLF', () => {
    assert.equal(toCsv(['a', 'b'], [['1', null]]), `${UTF8_BOM}a,b\r\n1,\r\n`);
  });
});
