import { appThemeFor } from '../../src/theme/create-app-theme';
import { THEME_TOKENS as C, themeCssVariables } from '../../src/theme/theme-tokens';

it("MUI's palette is the light tokens, in both directions", () => {
  for (const direction of ['ltr', 'rtl'] as const) {
    const { palette, shadows } = appThemeFor(direction);
    expect(palette.mode).toBe('light');
    expect(palette.primary.main).toBe(C.primary);
    expect(palette.primary.dark).toBe(C.primaryDark);
    expect(palette.primary.contrastText).toBe(C.onPrimary);
    expect(palette.secondary.main).toBe(C.secondary);
    expect(palette.secondary.contrastText).toBe(C.onPrimary);
    expect(palette.background).toEqual({ default: C.background, paper: C.paper });
    expect(palette.text.primary).toBe(C.text);
    expect(palette.text.secondary).toBe(C.textSecondary);
    expect(palette.text.disabled).toBe(C.textDisabled);
    expect(palette.action.hover).toBe(C.hover);
    expect(palette.action.disabled).toBe(C.disabled);
    expect(palette.divider).toBe(C.divider);
    expect(palette.success.main).toBe(C.success);
    expect(palette.warning.main).toBe(C.warning);
    expect(palette.info.main).toBe(C.info);
    expect(palette.error.main).toBe(C.error);
    expect([shadows[1], shadows[2], shadows[4]]).toEqual([
      C.elevation1,
      C.elevation2,
      C.elevation4,
    ]);
  }
});

it("gives the landing page's CSS the light colours only, whatever the system's scheme", () => {
  const css = themeCssVariables();
  expect(css).toContain(`--ql-paper:${C.paper}`);
  expect(css).toContain('color-scheme:light;');
  expect(css).not.toContain('prefers-color-scheme');
});

/** WCAG contrast of two opaque colours, a colour with alpha laid over the background first. */
function contrast(foreground: string, background: string): number {
  const rgb = (color: string, under?: number[]): number[] => {
    const rgba = /rgba\((\d+), (\d+), (\d+), ([\d.]+)\)/.exec(color);
    if (!rgba) return [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
    const alpha = Number(rgba[4]);
    return [1, 2, 3].map((i, k) => Number(rgba[i]) * alpha + (under?.[k] ?? 0) * (1 - alpha));
  };
  const luminance = (channels: number[]) => {
    const [r, g, b] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const back = rgb(background);
  const [a, b] = [luminance(rgb(foreground, back)), luminance(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

it('keeps text readable (WCAG AA, 4.5:1)', () => {
  const pairs: Array<[string, string]> = [
    [C.text, C.paper],
    [C.text, C.background],
    [C.textSecondary, C.paper],
    [C.textSecondary, C.background],
    [C.primary, C.paper],
    [C.primary, C.background],
    [C.onPrimary, C.primary],
    [C.onPrimary, C.primaryDark],
    [C.onPrimary, C.secondary],
    [C.error, C.paper],
    [C.onWarningSurface, C.warningSurface],
    [C.onInfoSurface, C.infoSurface],
  ];
  const poor = pairs.filter(([foreground, background]) => contrast(foreground, background) < 4.5);
  expect(poor).toEqual([]);
});
