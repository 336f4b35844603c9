/**
 * The mutation check's runner (gcc): a case runs with its command-line arguments and must end with
 * the exit status it expects, as the browser and the sample checks judge it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { judgeProgram, RUNNER } from '../../../scripts/lib/mutantRunner.ts';

const options = { flags: RUNNER.solutionFlags };

const work = mkdtempSync(join(tmpdir(), 'mutant-runner-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const USAGE = [
  '#include <stdio.h>',
  '#include <stdlib.h>',
  'int main(int argc, char *argv[]) {',
  '    if (argc != 2) {',
  '        printf("usage\\n");',
  '        return EXIT_FAILURE;',
  '    }',
  '    printf("%s\\n", argv[1]);',
  '    return EXIT_SUCCESS;',
  '}',
  '',
].join('\n');
const files = [{ name: 'main.c', code: USAGE }];

describe('the mutation runner', () => {
  it('passes arguments and expects the exit status each case names', async () => {
    const verdict = await judgeProgram(
      work,
      files,
      [
        { input: '', output: 'scores.txt\n', args: ['scores.txt'] },
        { input: '', output: 'usage\n', status: 1 },
      ],
      options,
    );
    expect(verdict).toEqual({ compiled: true, verdict: 'pass' });
  });

  it('fails a case whose status differs, and one run without the arguments it needs', async () => {
    await expect(judgeProgram(work, files, [{ input: '', output: 'usage\n' }], options)).resolves.toEqual({
      compiled: true,
      verdict: 'exit',
    });
    await expect(
      judgeProgram(work, files, [{ input: '', output: 'scores.txt\n', status: 1 }], options),
    ).resolves.toMatchObject({ verdict: 'output' });
  });

  it('with everyTest, runs every case and lists each that fails, keeping the first failure as the verdict', async () => {
    const cases = [
      { input: '', output: 'a\n', args: ['a'] },
      { input: '', output: 'usage\n' },
      { input: '', output: 'b\n', args: ['b'] },
      { input: '', output: 'x\n', args: ['c'] },
    ];
    await expect(judgeProgram(work, files, cases, { ...options, everyTest: true })).resolves.toEqual({
      compiled: true,
      verdict: 'exit',
      failing: [1, 3],
    });
    await expect(
      judgeProgram(work, files, cases.slice(0, 1), { ...options, everyTest: true }),
    ).resolves.toEqual({ compiled: true, verdict: 'pass', failing: [] });
  });
});
