import type { Page } from 'playwright-core';

/**
 * Every control a finger can press, except links inside running text (WCAG 2.5.8 exempts those);
 * an input inside its label is measured by the label, which presses it too.
 */
export const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header, main, #sidebar')]
      .flatMap((root) => [...root.querySelectorAll('a, button, summary, input, textarea, select')])
      .filter((el) => {
        // A radio or checkbox is pressed through its whole label.
        const r = (el.tagName === 'INPUT' ? (el.closest('label') ?? el) : el).getBoundingClientRect();
        const inline = el.tagName === 'A' && el.closest('p, li, td, th, caption, h1, h2, h3, h4');
        const shown = r.width > 0 && r.height > 0 && r.right > 0 && r.left < innerWidth;
        return (
          shown && !inline && getComputedStyle(el).visibility !== 'hidden' && (r.height < 44 || r.width < 44)
        );
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      ),
  );
