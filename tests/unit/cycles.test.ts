import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { explainCycles, folderCycles, folderEdges, specifiers } from '../../scripts/cycles.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A throwaway project of the given files. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the folder cycle check in npm run lint', () => {
  it('reads imports, re-exports, dynamic imports and worker URLs, but not packages', () => {
    const found = specifiers(
      [
        "import { a } from './a.ts';",
        "export { b } from '../b/b.ts';",
        "const c = () => import('./c.tsx');",
        "new Worker(new URL('../workers/w.ts', import.meta.url));",
        "import React from 'react';",
      ].join('\n'),
    );
    expect(found).toEqual([
      { spec: './a.ts', line: 1 },
      { spec: '../b/b.ts', line: 2 },
      { spec: './c.tsx', line: 3 },
      { spec: '../workers/w.ts', line: 4 },
    ]);
  });

  it('finds two folders that import each other, and names the imports that close the circle', () => {
    const files = {
      'src/app/App.ts': "import { home } from '../pages/Home.ts';\nexport const app = home;\n",
      'src/pages/Home.ts': "import { theme } from '../app/theme.ts';\nexport const home = theme;\n",
      'src/app/theme.ts': 'export const theme = 1;\n',
      'src/theme/ok.ts': "import { app } from '../app/App.ts';\nexport const ok = app;\n",
    };
    const edges = folderEdges(project(files), Object.keys(files));
    const cycles = folderCycles(edges);
    expect(cycles).toEqual([['src/app', 'src/pages']]);
    expect(explainCycles(cycles[0]!, edges).map((c) => c.map((e) => e.example))).toEqual([
      ['src/app/App.ts:1 imports src/pages/Home.ts', 'src/pages/Home.ts:1 imports src/app/theme.ts'],
    ]);
  });

  it('passes dependencies that point one way, even through many folders', () => {
    const files = {
      'src/a/a.ts': "import '../b/b.ts';\n",
      'src/b/b.ts': "import '../c/c.ts';\n",
      'src/c/c.ts': 'export {};\n',
      'src/a/a2.ts': "import '../c/c.ts';\n",
    };
    expect(folderCycles(folderEdges(project(files), Object.keys(files)))).toEqual([]);
  });
});
