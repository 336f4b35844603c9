import type { Page } from 'puppeteer-core';

/**
 * Opens a sample's editor in Firefox (puppeteer-core over WebDriver BiDi) and replaces its code, as
 * a paste would. The editor may open by itself (a copy an earlier test saved is restored, replacing
 * the Edit button, maybe as it is pressed), or wait for Edit: whichever comes first, once the page
 * has hydrated (before React attaches its handlers, a click on the prerendered button does nothing).
 */
export async function replaceCode(page: Page, title: string, code: string): Promise<void> {
  const edit = `button[aria-label="Edit ${title}"]`;
  await page.waitForFunction(
    (selector: string) => {
      const button = document.querySelector(selector);
      return (
        !!document.querySelector('.cm-content') ||
        (!!button && Object.keys(button).some((k) => k.startsWith('__reactProps')))
      );
    },
    { timeout: 60_000, polling: 200 },
    edit,
  );
  if (!(await page.$('.cm-content')))
    await page.click(edit).catch((error: unknown) => {
      if (!/detached|No element found/.test(String(error))) throw error;
    });
  await page.waitForSelector('.cm-content');
  await page.click('.cm-content');
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  // One insertion, as a paste would be (typing key by key would trigger the editor's auto-indent).
  await page.evaluate((text: string) => document.execCommand('insertText', false, text), code);
}
