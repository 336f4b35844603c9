import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { block, failureDigest, runSuites, summary, type Suite } from '../../scripts/lib/suites.ts';
import { SUITES } from '../../scripts/test.ts';

/** A fake runner: each suite ends when the test says so, and the log records starts and ends. */
function fakeRunner() {
  const log: string[] = [];
  const pending = new Map<string, (ok: boolean) => void>();
  let running = 0;
  let most = 0;
  const start = (suite: Suite) =>
    new Promise<{ ok: boolean; output: string }>((resolve) => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${suite.name}`);
      pending.set(suite.name, (ok) => {
        running--;
        log.push(`end ${suite.name}`);
        resolve({ ok, output: `${suite.name} says hi\n` });
      });
    });
  /** Ends a running suite, then lets the scheduler react. */
  const end = async (name: string, ok = true) => {
    const finish = pending.get(name);
    if (!finish) throw new Error(`${name} is not running (log: ${log.join(', ')})`);
    pending.delete(name);
    finish(ok);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { start, end, log, most: () => most };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('running npm test suites side by side', () => {
  it('runs at most `jobs` suites at once, starting them in list order as slots free', async () => {
    const fake = fakeRunner();
    const suites = ['a', 'b', 'c', 'd'].map((name) => ({ name, command: name }));
    const all = runSuites(suites, { jobs: 2, start: fake.start });
    await tick();
    expect(fake.log).toEqual(['start a', 'start b']);
    await fake.end('b');
    expect(fake.log.at(-1)).toBe('start c');
    await fake.end('a');
    await fake.end('c');
    await fake.end('d');
    const finished = await all;
    expect(finished.map((f) => `${f.suite.name} ${f.outcome}`)).toEqual([
      'b passed',
      'a passed',
      'c passed',
      'd passed',
    ]);
    expect(fake.most()).toBe(2);
  });

  it('starts a suite only after the suites it comes after have passed', async () => {
    const fake = fakeRunner();
    const suites: Suite[] = [
      { name: 'size', command: 'size', after: ['e2e'] },
      { name: 'e2e', command: 'e2e' },
      { name: 'lint', command: 'lint' },
    ];
    const all = runSuites(suites, { jobs: 3, start: fake.start });
    await tick();
    expect(fake.log).toEqual(['start e2e', 'start lint']);
    await fake.end('e2e');
    expect(fake.log.at(-1)).toBe('start size');
    await fake.end('size');
    await fake.end('lint');
    await all;
  });

  it('never runs two suites that hold the same lock at once', async () => {
    const fake = fakeRunner();
    const suites: Suite[] = [
      { name: 'build-a', command: 'a', locks: ['dist'] },
      { name: 'build-b', command: 'b', locks: ['dist'] },
      { name: 'other', command: 'o' },
    ];
    const all = runSuites(suites, { jobs: 3, start: fake.start });
    await tick();
    expect(fake.log).toEqual(['start build-a', 'start other']);
    await fake.end('build-a');
    expect(fake.log.at(-1)).toBe('start build-b');
    await fake.end('build-b');
    await fake.end('other');
    await all;
  });

  it('lets the others finish after a failure, and skips what needed the failed suite', async () => {
    const fake = fakeRunner();
    const suites: Suite[] = [
      { name: 'e2e', command: 'e2e' },
      { name: 'unit', command: 'unit' },
      { name: 'size', command: 'size', after: ['e2e'] },
    ];
    const all = runSuites(suites, { jobs: 2, start: fake.start });
    await tick();
    await fake.end('e2e', false);
    await fake.end('unit');
    const finished = await all;
    expect(finished.map((f) => [f.suite.name, f.outcome])).toEqual([
      ['e2e', 'failed'],
      ['size', 'skipped'],
      ['unit', 'passed'],
    ]);
    expect(finished[1]!.output).toBe("skipped: 'e2e' did not pass");
    expect(fake.log).not.toContain('start size');
  });

  it('refuses an `after` that names no suite, and suites that wait for each other', async () => {
    const start = () => Promise.resolve({ ok: true, output: '' });
    await expect(
      runSuites([{ name: 'size', command: 's', after: ['e2e'] }], { jobs: 1, start }),
    ).rejects.toThrow("suite 'size' comes after 'e2e', which is not a suite");
    await expect(
      runSuites(
        [
          { name: 'a', command: 'a', after: ['b'] },
          { name: 'b', command: 'b', after: ['a'] },
        ],
        { jobs: 1, start },
      ),
    ).rejects.toThrow('suites wait for each other in a circle: a → b → a');
  });

  it('prints a suite as one block prefixed with its name, and a summary table', () => {
    const suite = { name: 'unit', command: 'u' };
    const finished = { suite, outcome: 'failed' as const, seconds: 12.34, output: 'one\ntwo\n' };
    expect(block(finished)).toMatch(/^── unit: failed in 12\.3 s ─+\nunit │ one\nunit │ two\n$/);
    expect(summary([suite, { name: 'lint', command: 'l' }], [finished])).toBe(
      ['suite  result   seconds', 'unit   failed      12.3', 'lint   not run        -'].join('\n'),
    );
  });

  it("ends with why each failed suite failed, from vitest's Failed Tests section, so a log's tail shows it", () => {
    const e2e = { name: 'e2e', command: 'e' };
    const vitest = [
      ' ✓ tests/e2e/a.e2e.ts (3 tests) 900ms',
      '\x1b[31m⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯\x1b[39m',
      ' FAIL  tests/e2e/b.e2e.ts > stepping > jumps back',
      'AssertionError: expected 3 to be 4',
      ' Test Files  1 failed | 1 passed (2)',
    ].join('\n');
    const lint = { name: 'lint', command: 'l' };
    const many = Array.from({ length: 200 }, (_, i) => `line ${i}`).join('\n');
    const digest = failureDigest(
      [
        { suite: e2e, outcome: 'failed', seconds: 1, output: vitest },
        { suite: { name: 'unit', command: 'u' }, outcome: 'passed', seconds: 1, output: 'all fine' },
        { suite: lint, outcome: 'failed', seconds: 1, output: many },
      ],
      40,
    );
    expect(digest).toContain(
      'e2e │ ⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯\ne2e │  FAIL  tests/e2e/b.e2e.ts > stepping > jumps back',
    );
    expect(digest).toContain('e2e │ AssertionError: expected 3 to be 4');
    expect(digest).not.toContain('a.e2e.ts');
    expect(digest).not.toContain('all fine');
    // A tool without vitest's section: its last lines, within its share of the lines.
    expect(digest).toContain('lint │ line 199');
    expect(digest).not.toContain('lint │ line 150');
    expect(digest.split('\n').length).toBeLessThanOrEqual(45);
    expect(failureDigest([{ suite: e2e, outcome: 'passed', seconds: 1, output: vitest }])).toBe('');
  });
});

describe('the names of scripts, their files and their suites', () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;

  it('runs each check:x from scripts/check-x.ts', () => {
    const checks = Object.entries(scripts).filter(([name]) => name.startsWith('check:'));
    expect(checks.length).toBeGreaterThan(0);
    for (const [name, command] of checks)
      expect(command, name).toBe(`tsx scripts/check-${name.slice('check:'.length)}.ts`);
  });

  it('names the suite that runs check:x or test:x after x', () => {
    for (const suite of SUITES) {
      const script = /^npm run (check|test):([\w-]+)$/.exec(suite.command);
      if (script) expect(suite.name, suite.command).toBe(script[2]);
      const named = /^npm run ([\w:-]+)$/.exec(suite.command)?.[1];
      if (named) expect(scripts[named], `${suite.name} runs npm run ${named}`).toBeDefined();
    }
  });
});
