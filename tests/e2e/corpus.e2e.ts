import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { sampleProgram } from '../../src/site/programs.ts';
import {
  gccTranscripts,
  terminalPrograms,
  type TerminalProgram,
  type Transcript,
} from '../corpus/terminal/gcc.ts';
import type { Step, TerminalCase } from '../corpus/terminal/cases.ts';
import { launch, openPage } from './browser.ts';
import { cycles, replaceCode, sample, waitForEnd } from './panel.ts';

/**
 * The terminal corpus (`tests/corpus/terminal/`): classic beginner programs pasted into an edited
 * sample, run, and typed into the live terminal key by key as a student types them, must show what
 * gcc's program shows in a real terminal (a pseudo-terminal), with the same exit status. One page
 * and one compiler load for the whole corpus: the compiler stays loaded between runs.
 */

let browser: Browser;
const programs = terminalPrograms();
let gcc: Map<TerminalCase, Transcript>;
beforeAll(async () => {
  [browser, gcc] = await Promise.all([launch(), gccTranscripts(programs)]);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A runnable one-file sample that reads from the live terminal (it declares no input and no
 * arguments), whose title names no other sample of its lesson: whichever the curriculum has today.
 */
function terminalSample(): { route: string; title: string } {
  const { curriculum } = loadCurriculum(process.cwd());
  for (const lesson of curriculum!.lessons) {
    const titles = lesson.blocks.flatMap((b) => (b.type === 'code' && b.title ? [b.title] : []));
    for (const block of lesson.blocks) {
      if (block.type !== 'code' || block.files || !block.title || block.input !== undefined || block.args)
        continue;
      const title = block.title;
      if (sampleProgram(block) && titles.filter((t) => t.includes(title)).length === 1)
        return { route: lesson.route, title };
    }
  }
  throw new Error('no lesson has a runnable one-file sample without declared input');
}

/**
 * What the page's terminal shows, as gcc's terminal would: the page marks where input ended with an
 * echoed `^D` and a line break, which a Linux terminal does not echo at all; nothing else changes.
 */
const shown = (panel: Locator) =>
  panel.locator('[data-terminal]').evaluate((terminal) =>
    [...terminal.childNodes]
      .filter(
        (node) =>
          !(node instanceof HTMLElement && node.hasAttribute('data-echo') && node.textContent === '^D\n'),
      )
      .map((node) => node.textContent)
      .join(''),
  );

/** Presses the keys of one step into the terminal's input field (the program waits for input). */
async function press(page: Page, field: Locator, step: Step) {
  const typeLine = async (line: string) => {
    // A tab is the Tab key (which types a tab in the field); the rest is typed key by key.
    for (const [i, part] of line.split('\t').entries()) {
      if (i > 0) await field.press('Tab');
      if (part) await field.pressSequentially(part);
    }
  };
  if ('type' in step) {
    await typeLine(step.type);
    await field.press('Enter');
  } else if ('paste' in step) {
    await page.evaluate((text) => navigator.clipboard.writeText(text), step.paste);
    await field.press('Control+V');
  } else {
    await typeLine(step.end);
    await field.press('Control+d');
  }
}

async function runInBrowser(page: Page, panel: Locator, title: string, program: TerminalProgram) {
  await replaceCode(page, panel, program.code);
  const before = await cycles(panel);
  await panel.getByRole('button', { name: `Run ${title}`, exact: true }).click();
  const field = panel.getByLabel(`Input to ${title}`);
  const ended = panel.locator(`[data-cycles="${before + 1}"]`);
  let typed = 0;
  for (const step of program.steps) {
    // Each step once the program waits for input; a program that ends first leaves the rest untyped.
    await panel.locator('[data-terminal-input][data-waiting]').or(ended).waitFor({ timeout: 60_000 });
    if (await ended.count()) break;
    await press(page, field, step);
    typed++;
  }
  const status = await waitForEnd(panel, before, 90_000);
  return { shown: await shown(panel), status, untyped: program.steps.length - typed };
}

describe('the terminal corpus', () => {
  it('shows what gcc shows in a real terminal, for every program typed into the live terminal', async () => {
    const { route, title } = terminalSample();
    const { page, context, errors } = await openPage(browser, route);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const panel = sample(page, title);
    const differences: string[] = [];
    for (const program of programs) {
      const expected = gcc.get(program.name)!;
      const got = await runInBrowser(page, panel, title, program);
      const exit = /^Exit code (-?\d+)/.exec(got.status)?.[1];
      if (got.shown !== expected.shown || exit !== String(expected.status) || got.untyped)
        differences.push(
          `${program.name}: gcc ${JSON.stringify(expected.shown)} (exit ${expected.status}), ` +
            `browser ${JSON.stringify(got.shown)} (${got.status}` +
            `${got.untyped ? `; ended with ${got.untyped} steps of input left to type` : ''})`,
        );
    }
    expect(differences).toEqual([]);
    expect(errors()).toEqual([]);
    await context.close();
  }, 600_000);
});
