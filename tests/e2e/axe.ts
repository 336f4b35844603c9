import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, injected into the page under test. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rules we hold every view to: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules whose verdict depends on colour. A page in the other theme has the same elements and
 * the same structure, so only these can differ between themes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the page as it is now and returns each violation as a readable line: the rule,
 * what it means, and the elements that break it. `colourOnly` runs only the rules that depend on
 * colour, for a page already checked whole in the other theme.
 */
export async function axeViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const only = colourOnly
    ? { type: 'rule' as const, values: COLOUR_RULES }
    : { type: 'tag' as const, values: TAGS };
  const violations = await page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map(
        (n) => `${n.html.slice(0, 100)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    }));
  }, only);
  return violations.map((v) => `${v.id} (${v.help}): ${v.targets.slice(0, 3).join(' | ')}`);
}
