import { describe, expect, it } from 'vitest';
import {
  countDiagnostics,
  locationOf,
  parseDiagnostics,
  tidyCompilerOutput,
} from '../../src/runner/diagnostics.ts';

const CLANG = `main.c:4:14: error: expected ';' at end of declaration
    4 |     int n = 5
      |              ^
      |              ;
main.c:2:9: warning: unused variable 'x' [-Wunused-variable]
    2 |     int x;
      |         ^
In file included from main.c:2:
./stack.h:3:6: note: previous declaration is here
    3 | void push(int v);
      |      ^
1 warning and 1 error generated.
`;

describe('compiler diagnostics', () => {
  it('reads file, line, column, severity, message and option, with the lines under each', () => {
    expect(parseDiagnostics(CLANG)).toEqual([
      {
        severity: 'error',
        message: "expected ';' at end of declaration",
        file: 'main.c',
        line: 4,
        column: 14,
        context: ['    4 |     int n = 5', '      |              ^', '      |              ;'],
      },
      {
        severity: 'warning',
        message: "unused variable 'x'",
        option: '-Wunused-variable',
        file: 'main.c',
        line: 2,
        column: 9,
        context: ['    2 |     int x;', '      |         ^'],
      },
      {
        severity: 'note',
        message: 'previous declaration is here',
        file: './stack.h',
        line: 3,
        column: 6,
        context: ['    3 | void push(int v);', '      |      ^'],
      },
    ]);
  });

  it('names the enabling option, not -Werror, and reads fatal errors', () => {
    const [d] = parseDiagnostics("a.c:1:10: fatal error: 'nope.h' file not found\n");
    expect(d).toMatchObject({ severity: 'error', message: "'nope.h' file not found", line: 1, column: 10 });
    expect(parseDiagnostics('a.c:3:5: error: unused [-Werror,-Wunused-variable]\n')[0]!.option).toBe(
      '-Wunused-variable',
    );
  });

  it('reads linker errors, naming objects after their sources', () => {
    const log = 'wasm-ld: error: /tmp/mathutils-1a2b3c.o: undefined symbol: gcd\n';
    expect(tidyCompilerOutput(log)).toBe('wasm-ld: error: mathutils.o: undefined symbol: gcd\n');
    expect(parseDiagnostics(log)).toEqual([
      { severity: 'error', message: 'mathutils.o: undefined symbol: gcd', context: [] },
    ]);
  });

  it('counts and locates for the status line', () => {
    const all = parseDiagnostics(CLANG);
    expect(countDiagnostics(all)).toBe('1 error and 1 warning');
    expect(countDiagnostics([])).toBe('no warnings');
    expect(countDiagnostics([...all, ...all])).toBe('2 errors and 2 warnings');
    expect(locationOf(all[0]!)).toBe('main.c:4:14');
    expect(locationOf({ severity: 'error', message: 'x', context: [] })).toBe('');
  });
});
