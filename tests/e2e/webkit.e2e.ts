import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/fs.ts';
import { paragraphs, plainText } from '../../src/inline/parse.ts';
import type { CodeBlock } from '../../src/schema/index.ts';
import { isRunnable } from '../../src/site/programs.ts';
import { serveSite } from '../../scripts/lib/serve.ts';
import { baseUrl } from './browser.ts';
import { launchWebKit, type ElementRef, type WebKit } from './webkit.ts';

/**
 * WebKit (Safari's engine: WebKitGTK's MiniBrowser, over WebDriver) against the built site. WebKit
 * has no JSPI, so its samples read the Standard input field instead of a live terminal. Lessons and
 * samples are read from the curriculum, whatever it holds today.
 */

let browser: WebKit;
/** Why WebKit could not start (a missing WebKitWebDriver or xvfb-run): every test fails with it. */
let missing: Error | undefined;
beforeAll(async () => {
  browser = await launchWebKit().catch((error: Error) => ((missing = error), browser));
  if (missing) return;
  // A first visit installs the service worker, which fills its cache in the background: let it
  // finish before the tests time anything (WebKit's cache storage serves the page's reads after it).
  const started = Date.now();
  await browser.goto(baseUrl() + '/');
  await browser.waitFor(
    'the service worker to control the page',
    `return navigator.serviceWorker?.controller?.state === 'activated'`,
    [],
    300_000,
  );
  console.log(`WebKit: the service worker took ${((Date.now() - started) / 1000).toFixed(1)} s to take over`);
}, 420_000);
// A failing beforeAll would only mark the tests skipped: a machine without WebKit must fail them.
beforeEach(() => {
  if (missing) throw missing;
});
afterAll(async () => {
  await browser?.close();
});

const { curriculum } = loadCurriculum(process.cwd());
const lessons = curriculum!.lessons;

/** The first single-file runnable sample with a title and a declared output that `wanted` accepts. */
function firstSample(wanted: (block: CodeBlock) => boolean): {
  route: string;
  block: CodeBlock & { title: string };
} {
  for (const lesson of lessons)
    for (const block of lesson.blocks)
      if (
        block.type === 'code' &&
        isRunnable(block) &&
        block.title &&
        block.code &&
        block.output !== undefined &&
        !block.args &&
        wanted(block)
      )
        return { route: lesson.route, block: block as CodeBlock & { title: string } };
  throw new Error('the course has no such sample');
}

/** A script's opening lines: `panel` is the code panel whose caption is arguments[0]. */
const PANEL = `const panel = [...document.querySelectorAll('main figure')].find((f) =>
  f.querySelector('figcaption')?.textContent?.includes(arguments[0]));
if (!panel) return null;
`;

/**
 * Waits until the element that `find` (statements ending in a return) finds is hydrated and enabled:
 * before React attaches its handlers, a click on a prerendered button does nothing.
 */
const hydrated = (what: string, find: string, args: unknown[]) =>
  browser.waitFor<ElementRef>(
    what,
    `const element = (() => { ${find} })();
     return element && !element.disabled && Object.keys(element).some((k) => k.startsWith('__reactProps'))
       ? element : null;`,
    args,
  );

/** The panel's button with this label, once it can be pressed. */
const button = (title: string, label: string) =>
  hydrated(
    `the ${label} button`,
    `${PANEL}return panel.querySelector('button[aria-label="' + arguments[1] + '"]')`,
    [title, label],
  );

/** Presses the panel's button with this label, found again if React replaced it on the way. */
async function press(title: string, label: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await browser.click(await button(title, label));
    } catch (error) {
      if (attempt >= 3 || !/stale element/.test(String(error))) throw error;
    }
  }
}

/** The panel's status line, what it printed and its problem reports. */
interface Ran {
  status: string;
  stdout: string;
  problems: Record<string, string>;
}

/** Presses the panel's Run and waits for the run to end (the panel counts finished runs). */
async function run(title: string): Promise<Ran> {
  const before = Number(
    (await browser.execute<string | null>(
      `${PANEL}return panel.querySelector('[data-cycles]')?.dataset.cycles`,
      title,
    )) ?? 0,
  );
  await press(title, `Run ${title}`);
  // The compiler (23 MB) may have to download first: a generous deadline.
  return browser.waitFor<Ran>(
    `run ${before + 1} of ${title}`,
    `${PANEL}
     if (!panel.querySelector('[data-cycles="' + arguments[1] + '"]')) return null;
     return {
       status: panel.querySelector('[data-status]')?.textContent ?? '',
       stdout: panel.querySelector('[data-stream="stdout"]')?.textContent ?? '',
       problems: Object.fromEntries([...panel.querySelectorAll('[data-problem]')].map((p) =>
         [p.getAttribute('data-problem'), p.textContent])),
     };`,
    [title, before + 1],
    240_000,
  );
}

/** Opens the panel's editor (if closed) and replaces its whole text, as a paste would. */
async function replaceCode(title: string, code: string) {
  // The editor may open by itself (the student's saved copy from an earlier visit is restored), or
  // wait for Edit: whichever comes first, once the page has hydrated. An Edit button replaced as it
  // is pressed (by a restore, which opens the editor all the same, or by React drawing the panel
  // again) is looked for again, as a student would press the new one.
  let stale = 0;
  for (;;) {
    const ready = await browser.waitFor<ElementRef | 'editor'>(
      'the editor, or an Edit button that works',
      `${PANEL}if (panel.querySelector('.cm-content')) return 'editor';
       const edit = panel.querySelector('button[aria-label="Edit ' + arguments[0] + '"]');
       return edit && !edit.disabled && Object.keys(edit).some((k) => k.startsWith('__reactProps')) ? edit : null;`,
      [title],
    );
    if (ready === 'editor') break;
    const pressed = await browser.click(ready).then(
      () => true,
      (error: unknown) => {
        if (!/stale element/.test(String(error)) || ++stale >= 3) throw error;
        return false;
      },
    );
    if (pressed) break;
  }
  await browser
    .waitFor('the editor', `${PANEL}return panel.querySelector('.cm-content')`, [title])
    .catch(async (error: Error) => {
      // Say what the panel shows instead (a message, a button still there), for whoever reads the failure.
      const shown = await browser.execute<string | null>(
        `${PANEL}return panel.innerText.slice(0, 400)`,
        title,
      );
      const replaced = stale ? ` (the Edit button was replaced ${stale} times as it was pressed)` : '';
      throw new Error(`${error.message}${replaced}; the panel shows: ${shown}`);
    });
  await browser.execute(
    `${PANEL}panel.querySelector('.cm-content').focus();
     document.execCommand('selectAll');
     document.execCommand('insertText', false, arguments[1]);`,
    title,
    code,
  );
  // CodeMirror draws each line as a block: the editor's text, line by line, is the code.
  await browser.waitFor(
    'the edited code in the editor',
    `${PANEL}return panel.querySelector('.cm-content').innerText.trimEnd() === arguments[1]`,
    [title, code.trimEnd()],
  );
}

/** A test that compiles: the first may download the compiler (23 MB) on a busy machine. */
const COMPILER_TIMEOUT = 300_000;

/** Loads a page of the site the global setup serves (each step after waits for its own state). */
const open = (route: string) => browser.goto(baseUrl() + route);

/** A script's opening lines: `recording` is the recording of the panel whose caption is arguments[0]. */
const RECORDING = `${PANEL}const recording = panel.querySelector('section[data-trace="recording"]');`;

/** Waits until the panel's recording shows a step whose description matches `pattern`, and returns it. */
const recordedStep = (title: string, pattern: RegExp, timeout?: number) =>
  browser.waitFor<string>(
    `a description matching ${pattern}`,
    `${RECORDING} const text = recording?.querySelector('[data-trace-description]')?.textContent ?? '';
     return new RegExp(arguments[1]).test(text) && text;`,
    [title, pattern.source],
    timeout,
  );

/** The recording's button whose label (or text) includes `name`, once it can be pressed. */
const recordingButton = (title: string, name: string) =>
  hydrated(
    `the ${name} button`,
    `${RECORDING} return [...(recording?.querySelectorAll('button') ?? [])].find((b) =>
       (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(arguments[1]))`,
    [title, name],
  );

describe('WebKit', () => {
  it('runs an unedited sample from its precompiled program and shows its output', async () => {
    const { route, block } = firstSample((b) => b.input === undefined);
    await open(route);
    const ran = await run(block.title);
    expect(ran.status).toMatch(/^Exit code 0 · compiled with the site · ran \d+ ms\.$/);
    expect(ran.stdout).toBe(block.output);
    // Without JSPI there is no live terminal: the program reads the Standard input field.
    expect(
      await browser.execute(`${PANEL}return panel.querySelector('[data-terminal]')`, block.title),
    ).toBeNull();
  });

  it(
    "feeds the Standard input field to a program: the lesson's input, then what the student types",
    async () => {
      const { route, block } = firstSample((b) => b.input !== undefined);
      await open(route);
      const ran = await run(block.title);
      expect(ran.status).toMatch(/^Exit code 0 · compiled with the site/);
      expect(ran.stdout).toBe(block.output);
      const field = await browser.waitFor<ElementRef>(
        'the Standard input field',
        `${PANEL}const label = [...panel.querySelectorAll('label')].find((l) => l.textContent === 'Standard input');
       return label && document.getElementById(label.htmlFor);`,
        [block.title],
      );
      expect(await browser.execute('return arguments[0].value', field)).toBe(block.input);

      await replaceCode(
        block.title,
        [
          '#include <stdio.h>',
          'int main(void) {',
          '    char word[32];',
          '    int lines = 0;',
          '    while (scanf("%31s", word) == 1) printf("%d: %s\\n", ++lines, word);',
          '    return 0;',
          '}',
          '',
        ].join('\n'),
      );
      // As a student would: select the lesson's input and type over it.
      await browser.retype(field, 'typed\nin WebKit\n');
      expect(await browser.execute('return arguments[0].value', field)).toBe('typed\nin WebKit\n');
      const edited = await run(block.title);
      expect(edited.status).toMatch(/^Exit code 0 · compiled in \d+ ms · ran \d+ ms\.$/);
      expect(edited.stdout).toBe('1: typed\n2: in\n3: WebKit\n');

      // An empty field: the program meets the end of its input at once, and the panel says where to type.
      await browser.retype(field, '');
      const empty = await run(block.title);
      expect(empty.status).toMatch(/^Exit code 0 /);
      expect(empty.stdout).toBe('');
      expect(
        await browser.waitFor<string>(
          'the note on the empty Standard input box',
          `${PANEL}return panel.querySelector('[data-empty-input]')?.textContent`,
          [block.title],
        ),
      ).toMatch(
        /^The program read standard input, but the Standard input box was empty, .* above the output/,
      );
    },
    COMPILER_TIMEOUT,
  );

  it(
    'reports a signed overflow with its line, and a double free with the lines involved',
    async () => {
      const { route, block } = firstSample(() => true);
      await open(route);
      await replaceCode(
        block.title,
        [
          '#include <limits.h>',
          'int main(void) {',
          '    volatile int big = INT_MAX;',
          '    int more = big + 1;',
          '    return more;',
          '}',
          '',
        ].join('\n'),
      );
      const overflow = await run(block.title);
      expect(overflow.status).toMatch(/^Stopped: undefined behaviour/);
      expect(overflow.problems['Signed integer overflow']).toContain(
        'Undefined behaviour at line 4 (in main)',
      );

      await replaceCode(
        block.title,
        [
          '#include <stdlib.h>',
          'int main(void) {',
          '    int *p = malloc(sizeof *p);',
          '    free(p);',
          '    free(p);',
          '    return 0;',
          '}',
          '',
        ].join('\n'),
      );
      const twice = await run(block.title);
      expect(twice.status).toMatch(/^Stopped: a heap error/);
      expect(twice.problems['Double free']).toContain(
        'Double free at line 5: the block of 4 bytes allocated at line 3 was already freed at line 4.',
      );
    },
    COMPILER_TIMEOUT,
  );

  it('answers a quick question wrong, then right', async () => {
    const found = lessons
      .flatMap((l) => l.blocks.map((quiz) => ({ route: l.route, quiz })))
      .find(
        ({ quiz }) =>
          quiz.type === 'quiz' &&
          quiz.kind === 'choice' &&
          quiz.options?.filter((o) => o.correct).length === 1,
      );
    if (found?.quiz.type !== 'quiz') throw new Error('the course has no one-answer choice question');
    const { route, quiz } = found;
    const options = quiz.options!;
    await open(route);
    // The question's section, found by its legend's text (arguments[0]).
    const SECTION = `const section = [...document.querySelectorAll('section[data-block="quiz"]')].find((s) =>
      s.querySelector('legend')?.textContent?.includes(arguments[0]));`;
    const legend = plainText(paragraphs(quiz.question)[0]!);
    const answer = async (index: number, expected: string) => {
      await browser.click(
        await hydrated(
          'the answer',
          `${SECTION} return section?.querySelectorAll('input[type=radio]')[arguments[1]]`,
          [legend, index],
        ),
      );
      await browser.click(
        await hydrated(
          'the Check button',
          `${SECTION} return [...(section?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Check')`,
          [legend],
        ),
      );
      return browser.waitFor<string>(
        expected,
        `${SECTION} const text = section?.querySelector('[role=status]')?.textContent ?? '';
         return text.startsWith(arguments[1]) && text;`,
        [legend, expected],
      );
    };
    const wrong = options.findIndex((o) => !o.correct);
    const right = options.findIndex((o) => o.correct);
    expect(await answer(wrong, 'Not quite.')).toContain(plainText(options[wrong]!.explanation));
    expect(await answer(right, 'Right!')).toBe(`Right!${plainText(options[right]!.explanation)}`);
  });

  it('steps the memory pictures of a traced sample forward and back', async () => {
    const traced = lessons
      .flatMap((l) => l.blocks.map((b) => ({ route: l.route, b })))
      .find(({ b }) => b.type === 'code' && b.trace && b.title);
    if (traced?.b.type !== 'code') throw new Error('the course has no traced sample');
    const title = traced.b.title!;
    await open(traced.route);
    const STEPPER = `const stepper = document.querySelector('section[data-trace][aria-label="Memory of ' + arguments[0] + '"]');`;
    const stepperButton = (name: string) =>
      hydrated(
        `the ${name} button`,
        `${STEPPER} return [...(stepper?.querySelectorAll('button') ?? [])].find((b) =>
           (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(arguments[1]))`,
        [title, name],
      );
    const description = (pattern: RegExp) =>
      browser.waitFor<string>(
        `a description matching ${pattern}`,
        `${STEPPER} const text = stepper?.querySelector('[data-trace-description]')?.textContent ?? '';
         return new RegExp(arguments[1]).test(text) && text;`,
        [title, pattern.source],
      );
    await browser.click(await stepperButton('Step through'));
    const first = await description(/^Step 1 of \d+: /);
    await browser.click(await stepperButton('Forward'));
    const second = await description(/^Step 2 of \d+: /);
    expect(second).not.toBe(first);
    await browser.click(await stepperButton('Back'));
    expect(await description(/^Step 1 of \d+: /)).toBe(first);
  });

  it(
    'records an edited program that reads the Standard input field, and steps it to its end',
    async () => {
      const { route, block } = firstSample((b) => b.input === undefined && !b.trace);
      await open(route);
      await replaceCode(
        block.title,
        [
          '#include <stdio.h>',
          'int main(void) {',
          '    int a = 0;',
          '    if (scanf("%d", &a) != 1)',
          '        return 1;',
          '    int b = a * 7;',
          '    printf("%d\\n", b);',
          '    return 0;',
          '}',
          '',
        ].join('\n'),
      );
      // Without a live terminal, the recording reads the Standard input field, typed before.
      await browser.click(
        await hydrated(
          'the Standard input disclosure',
          `${PANEL}return [...panel.querySelectorAll('summary')].find((s) => s.textContent.startsWith('Standard input'))`,
          [block.title],
        ),
      );
      const field = await browser.waitFor<ElementRef>(
        'the Standard input field',
        `${PANEL}const label = [...panel.querySelectorAll('label')].find((l) => l.textContent.startsWith('Standard input'));
         const field = label && document.getElementById(label.htmlFor);
         return field && field.offsetParent ? field : null;`,
        [block.title],
      );
      await browser.retype(field, '6\n');
      await press(block.title, `Step through ${block.title}`);
      const first = await recordedStep(block.title, /^Step 1 of \d+: /, 240_000);
      const total = Number(/of (\d+)/.exec(first)![1]);
      expect(total).toBeGreaterThanOrEqual(4);
      for (let step = 2; step <= total; step++) {
        await browser.click(await recordingButton(block.title, 'Forward'));
        await recordedStep(block.title, new RegExp(`^Step ${step} of `));
      }
      expect(
        await browser.execute(
          `${RECORDING} return recording.querySelector('[data-trace-output]')?.textContent`,
          block.title,
        ),
      ).toBe('42\n');
    },
    COMPILER_TIMEOUT,
  );

  it(
    'records a double free, and jumps back to the free before it',
    async () => {
      const { route, block } = firstSample((b) => b.input === undefined && !b.trace);
      await open(route);
      await replaceCode(
        block.title,
        '#include <stdlib.h>\n\nint main(void) {\n    int *p = malloc(sizeof *p);\n    *p = 7;\n    free(p);\n    free(p);\n    return 0;\n}\n',
      );
      await press(block.title, `Step through ${block.title}`);
      const first = await recordedStep(block.title, /^Step 1 of \d+: /, 240_000);
      const total = Number(/of (\d+)/.exec(first)![1]);
      expect(
        await browser.execute(
          `${RECORDING} return recording.querySelector('[data-recording-note]')?.textContent`,
          block.title,
        ),
      ).toMatch(/Double free at line 7/);
      /** The words of the memory picture on show. */
      const picture = () =>
        browser.execute<string>(
          `${RECORDING} return [...recording.querySelectorAll('svg[role="img"] text')].map((t) => t.textContent).join(' ')`,
          block.title,
        );
      const jump = async (name: string) => browser.click(await recordingButton(block.title, name));
      /** Exactly this description: the same step as before. */
      const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

      // The step after line 6 ran: the block has just been freed, and line 7 (the second free) is next.
      await jump('Back to where it was freed (line 6)');
      const freed = await recordedStep(
        block.title,
        /^Step \d+ of \d+: Line 6 ran: .*heap block #1 was freed\. Next is line 7\.$/,
      );
      expect(await picture()).toMatch(/freed/i);
      // The step after line 4 ran: the block is new, not yet freed, and line 5 is next.
      await jump('Back to where it was allocated (line 4)');
      await recordedStep(block.title, /^Step \d+ of \d+: Line 4 ran: .*allocated.* Next is line 5\.$/);
      expect(await picture()).not.toMatch(/freed/i);
      // From anywhere, even after stepping on from it, the same jump goes back again.
      await jump('Back to where it was freed (line 6)');
      await recordedStep(block.title, exactly(freed));
      await browser.click(await recordingButton(block.title, 'Forward'));
      await recordedStep(
        block.title,
        new RegExp(`^Step ${Number(/^Step (\d+)/.exec(freed)![1]) + 1} of ${total}: `),
      );
      await jump('Back to where it was freed (line 6)');
      await recordedStep(block.title, exactly(freed));
    },
    COMPILER_TIMEOUT,
  );

  it(
    'steps a recorded program in a window as narrow as a phone: the heap under the stack, nothing sideways',
    async () => {
      const { route, block } = firstSample((b) => b.input === undefined && !b.trace);
      const before = await browser.resize(390, 844);
      try {
        // The window narrowed (MiniBrowser may keep a little of it for its own frame).
        expect(await browser.execute<number>('return innerWidth')).toBeLessThan(480);
        await open(route);
        await replaceCode(
          block.title,
          '#include <stdlib.h>\n\nint main(void) {\n    int *squares = malloc(3 * sizeof *squares);\n    if (squares == NULL)\n        return 1;\n    for (int i = 0; i < 3; i++)\n        squares[i] = i * i;\n    free(squares);\n    return 0;\n}\n',
        );
        await press(block.title, `Step through ${block.title}`);
        await recordedStep(block.title, /^Step 1 of \d+: /, 240_000);
        // On until the pointer holds the heap block.
        const arrowShown = `${RECORDING} return !!recording?.querySelector('g[data-arrow^="stack/0/squares->heap/"]');`;
        for (let i = 0; i < 6 && !(await browser.execute<boolean>(arrowShown, block.title)); i++)
          await browser.click(await recordingButton(block.title, 'Forward'));
        expect(await browser.execute<boolean>(arrowShown, block.title)).toBe(true);
        const layout = await browser.execute<{
          page: number;
          frame: { bottom: number };
          heap: { top: number; left: number; right: number };
          picture: number;
        }>(
          `${RECORDING} const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
           const scroller = recording.querySelector('[role="group"][aria-label="Memory picture"]');
           return {
             page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
             frame: box(recording.querySelector('rect[data-box="frame"]')),
             heap: box(recording.querySelector('rect[data-box="block"]')),
             picture: scroller.scrollWidth - scroller.clientWidth,
           };`,
          block.title,
        );
        // Nothing scrolls sideways: not the page, not the picture; the heap is under the stack, on screen.
        expect(layout.page).toBeLessThanOrEqual(0);
        expect(layout.picture).toBeLessThanOrEqual(0);
        expect(layout.heap.top).toBeGreaterThanOrEqual(layout.frame.bottom);
        expect(layout.heap.left).toBeGreaterThanOrEqual(0);
        expect(layout.heap.right).toBeLessThanOrEqual(await browser.execute<number>('return innerWidth'));
      } finally {
        await browser.resize(before.width, before.height);
      }
    },
    COMPILER_TIMEOUT,
  );

  it('opens a lesson never visited with the host gone, after one visit', async () => {
    // WebDriver has no command to take WebKit offline, so the test stops the site's server instead:
    // on a server of its own, so that the other tests' server stays up.
    const server = await serveSite({ logLevel: 'warn' });
    const own = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
    const [first, other] = [lessons[0]!, lessons.at(-1)!];
    try {
      await browser.goto(own + first.route);
      await browser.waitFor(
        'the service worker to control the page',
        `return navigator.serviceWorker?.controller?.state === 'activated'`,
      );
    } finally {
      await server.close();
    }
    await expect(fetch(own + other.route)).rejects.toThrow();
    await browser.goto(own + other.route);
    expect(
      await browser.waitFor<string>(
        `the heading of ${other.route}`,
        `const h1 = document.querySelector('main h1'); return document.querySelector('main [data-block]') && h1?.textContent;`,
      ),
    ).toBe(other.title);
    // Its code came from the service worker's cache too: the page is hydrated.
    await hydrated(
      'the sidebar to hydrate',
      `return document.querySelector('#sidebar button[aria-expanded]')`,
      [],
    );
  }, 180_000);
});
