import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath, CHROMIUM_FLAGS } from '../../scripts/lib/chromium.ts';

/** The system Chromium with the flags this machine needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

export const baseUrl = () => inject('baseUrl');

/** A page that records console messages and uncaught errors, so tests can assert there were none. */
export async function openPage(
  browser: Browser,
  path: string,
  viewport = { width: 1280, height: 900 },
  /** A colour scheme, or the context's options. */
  options: 'light' | 'dark' | BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    ...(typeof options === 'string' ? { colorScheme: options } : { colorScheme: 'light', ...options }),
    viewport,
  });
  const page: Page = await context.newPage();
  const messages: { type: string; text: string }[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: e.message }));
  await page.goto(baseUrl() + path);
  return {
    page,
    context,
    messages,
    errors: () => messages.filter((m) => m.type === 'error' || m.type === 'pageerror'),
  };
}

/**
 * Waits until React has hydrated the element: its event handlers are attached. Before that, a
 * prerendered button looks ready but a click on it does nothing.
 */
export const handled = (element: Locator) =>
  element.evaluate(
    (el) =>
      new Promise<void>((done) => {
        const poll = () =>
          Object.keys(el).some((k) => k.startsWith('__reactProps')) ? done() : setTimeout(poll, 50);
        poll();
      }),
  );
