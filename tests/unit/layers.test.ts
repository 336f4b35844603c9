import { describe, expect, it } from 'vitest';
import { CODE_LAYERS, layerOf, layerProblems, layersTable } from '../../scripts/lib/layers.ts';
import { withTable } from '../../scripts/layers.ts';

const layers = [
  { folder: 'scripts/', holds: 'commands' },
  { folder: 'src/', holds: 'entries' },
  { folder: 'src/runner/', holds: 'C in the browser' },
  { folder: 'src/site/', holds: 'views' },
  { folder: 'src/base/', holds: 'shared types' },
];
const edge = (from: string, to: string, line = 1) => ({ from, to, line });

describe('the layers lint in npm run lint', () => {
  it('places every file in its layer: a folder of src/, src/ itself for the entry files, or a top folder', () => {
    expect(layerOf('src/runner/ui/RunBar.tsx')).toBe('src/runner/');
    expect(layerOf('src/main.tsx')).toBe('src/');
    expect(layerOf('scripts/lib/pool.ts')).toBe('scripts/');
    expect(layerOf('vite.config.ts')).toBeUndefined();
  });

  it('passes imports that point down the table, however far', () => {
    const imports = [
      edge('scripts/check.ts', 'src/base/program.ts'),
      edge('src/main.tsx', 'src/site/data.ts'),
      edge('src/site/programs.ts', 'src/base/program.ts'),
      edge('src/site/a.ts', 'src/site/b.ts'),
    ];
    expect(layerProblems(imports, ['src/site/', 'src/runner/', 'src/base/'], layers)).toEqual([]);
  });

  it('fails an import up the table even when it makes no circle, naming the file and line', () => {
    // The audit's case: site took SourceFile from the runner's protocol, above it.
    const imports = [
      edge('src/site/programs.ts', 'src/runner/protocol.ts', 2),
      edge('src/site/other.ts', 'src/runner/limits.ts', 9),
      edge('src/base/x.ts', 'scripts/lib/pool.ts', 3),
    ];
    expect(layerProblems(imports, ['src/site/', 'src/runner/', 'src/base/'], layers)).toEqual([
      'src/site/ imports src/runner/, which is above it in the table of layers (src/site/programs.ts:2 imports src/runner/protocol.ts): move what both need down (src/base/ holds what every layer shares), or move the row if the table is wrong',
      'src/base/ imports scripts/, which is above it in the table of layers (src/base/x.ts:3 imports scripts/lib/pool.ts): move what both need down (src/base/ holds what every layer shares), or move the row if the table is wrong',
    ]);
  });

  it('fails a folder of src/ that the table does not list', () => {
    expect(layerProblems([], ['src/site/', 'src/widgets/'], layers)).toEqual([
      'src/widgets/ is not in the table of layers (scripts/lib/layers.ts): add a row for it, below every folder that imports it and above every folder it imports',
    ]);
  });

  it("writes one table into each document, so a document's stale copy is seen", async () => {
    const start = '<!-- layers: written by `npm run layers` from scripts/lib/layers.ts; edit it there -->';
    const stale = `# Doc\n\n${start}\n\n| Folder | What it holds |\n| --- | --- |\n| \`src/\` | old |\n\n<!-- /layers -->\n\nAfter.\n`;
    const fresh = await withTable(process.cwd(), 'README.md', stale);
    expect(fresh).not.toBe(stale);
    for (const l of CODE_LAYERS) expect(fresh).toContain(`\`${l.folder}\``);
    expect(await withTable(process.cwd(), 'README.md', fresh)).toBe(fresh);
    expect(fresh.indexOf('`src/app/`')).toBeLessThan(fresh.indexOf('`src/base/`'));
    expect(layersTable().split('\n')).toHaveLength(2 + CODE_LAYERS.length + 3);
  });
});
