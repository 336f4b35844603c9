import { describe, expect, it } from 'vitest';
import { packageOf, undeclaredImports } from '../../scripts/dependencies.ts';

describe('the undeclared-package check in npm run lint', () => {
  it('names the package a specifier comes from, and skips relative, built-in and virtual modules', () => {
    expect(packageOf('react')).toBe('react');
    expect(packageOf('wouter/memory-location')).toBe('wouter');
    expect(packageOf('@emotion/server/create-instance')).toBe('@emotion/server');
    expect(packageOf('./a.ts')).toBeUndefined();
    expect(packageOf('node:fs')).toBeUndefined();
    expect(packageOf('fs')).toBeUndefined();
    expect(packageOf('virtual:curriculum')).toBeUndefined();
  });

  it('reports each import of a package package.json does not declare, with its file and line', () => {
    const files = [
      {
        path: 'scripts/a.ts',
        text: "import lighthouse from 'lighthouse';\nimport * as c from 'chrome-launcher';\n",
      },
      {
        path: 'src/b.ts',
        text: "import { join } from 'node:path';\nexport const x = () => import('yaml');\n",
      },
    ];
    expect(undeclaredImports(files, new Set(['lighthouse']))).toEqual([
      'scripts/a.ts:2 imports chrome-launcher',
      'src/b.ts:2 imports yaml',
    ]);
    expect(undeclaredImports(files, new Set(['lighthouse', 'chrome-launcher', 'yaml']))).toEqual([]);
  });
});
