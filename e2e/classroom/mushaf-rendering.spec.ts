import { expect, test, type Page } from '@playwright/test';
import { startLesson, turnTo } from './lesson';

// What the student sees must be what the printed Madani mushaf shows. Each ayah below holds
// marks that fonts most often miss or draw wrongly; its rendering on the student's screen is
// compared with a reference image kept beside this file. The images show only the mushaf's
// text, drawn in the font the meeting remote serves (the test checks no other font drew any of
// it), so Chromium on any machine draws the same pixels.
const RARE_MARKS = [
  { page: 2, ayah: '2:2', holds: 'open fathatan, the paired pause dots' },
  { page: 4, ayah: '2:18', holds: 'open dammatan and kasratan, the small meem of iqlab' },
  { page: 11, ayah: '2:72', holds: 'the dagger alef with a hamza on a kashida' },
  { page: 176, ayah: '7:206', holds: 'the sajdah sign, a small madd' },
  { page: 226, ayah: '11:41', holds: 'the imala dot below, the hizb star' },
  { page: 236, ayah: '12:11', holds: 'the ishmam sign' },
  { page: 329, ayah: '21:88', holds: 'the small high noon' },
  { page: 372, ayah: '26:115', holds: 'the small high rectangular zero' },
  { page: 524, ayah: '52:21', holds: 'the small low meem, a hamza below' },
  { page: 528, ayah: '54:6', holds: 'the small high meem pause' },
  { page: 578, ayah: '75:27', holds: 'the small high seen' },
];

/** Every font family Chromium drew the page's text with (from DevTools' own accounting). */
async function fontsDrawingThePage(page: Page): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-testid="mushaf-page"], [data-testid="mushaf-page"] *',
  });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) if (font.glyphCount > 0) families.add(font.familyName);
  }
  await cdp.detach();
  return families;
}

test('the mushaf draws every rare mark as the reference images show, in its own font only', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const lesson = await startLesson(browser, 'Rendering', {
    viewport: { width: 1280, height: 900 },
    // Two device pixels per CSS pixel, as on most phones and laptops: at one, a pause's three
    // dots or the stagger of an open tanween are a handful of pixels.
    deviceScaleFactor: 2,
  });
  const view = lesson.learner.page.getByTestId('mushaf-page');

  // Page 42 is not among the reference images: its open tanween in Ayat al-Kursi, drawn by the
  // served font and no other (a missing glyph would be drawn by a system font or as a box).
  await turnTo(lesson, 42);
  await lesson.learner.page.evaluate(() => document.fonts.ready);
  await expect(view.locator('[data-word="2:255:9"]')).toHaveText('سِنَةࣱ');
  expect([...(await fontsDrawingThePage(lesson.learner.page))]).toEqual(['Scheherazade New']);

  for (const { page, ayah, holds } of RARE_MARKS) {
    await turnTo(lesson, page);
    await lesson.learner.page.evaluate(() => document.fonts.ready);
    expect([...(await fontsDrawingThePage(lesson.learner.page))], holds).toEqual([
      'Scheherazade New',
    ]);
    // No pixel may differ beyond anti-aliasing: Playwright's count (which leaves out edge
    // pixels) of a lost mark is small, 3 for the ishmam sign, 7 for one pause's dots. The same
    // Chromium and font draw these images the same to the bit, run after run.
    await expect(view.locator(`[data-ayah="${ayah}"]`), holds).toHaveScreenshot(
      `ayah-${ayah.replace(':', '-')}.png`,
      { maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'device' },
    );
  }
  await lesson.close();
});
