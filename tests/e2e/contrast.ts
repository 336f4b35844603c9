import type { Locator } from 'playwright-core';

/** WCAG 2.1 relative luminance of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast of an element's text on the background it shows on (its own, or the nearest
 * ancestor's that paints one), as the browser computes them.
 */
export async function textContrast(element: Locator): Promise<number> {
  const { color, background } = await element.evaluate((el) => {
    let from: Element | null = el;
    let fill = 'rgba(0, 0, 0, 0)';
    for (; from; from = from.parentElement) {
      fill = getComputedStyle(from).backgroundColor;
      if (!/^rgba\(.*,\s*0\)$|^transparent$/.test(fill)) break;
    }
    return { color: getComputedStyle(el).color, background: fill };
  });
  const [hi, lo] = [luminance(color), luminance(background)].sort((a, b) => b - a) as [number, number];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}
