import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectImageType } from '../../src/uploads/image-type';
import { SCRIPTED_SVG, bmp, heicHeader, image } from '../helpers/images';

describe('detectImageType', () => {
  it('recognises every format the product accepts from its bytes', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif', 'tiff'] as const) {
      assert.equal(detectImageType(await image(format)), format);
    }
    assert.equal(detectImageType(bmp()), 'bmp');
    assert.equal(detectImageType(heicHeader()), 'heic');
    assert.equal(detectImageType(SCRIPTED_SVG), 'svg');
    assert.equal(detectImageType(Buffer.from('\uFEFF  <!-- c --><svg viewBox="0 0 1 1"/>')), 'svg');
  });

  it('refuses everything else', () => {
    for (const text of ['', 'abc', '<html><svg></svg></html>', '%PDF-1.7', 'GIF8']) {
      assert.equal(detectImageType(Buffer.from(text)), null, text);
    }
  });
});
