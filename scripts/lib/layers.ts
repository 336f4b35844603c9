/**
 * The project's folders as one table: the code folders in layer order (a folder imports only
 * folders below it), then the folders of data. This is the only copy: README.md and
 * docs/ARCHITECTURE.md show it (`npm run layers` writes it there) and `npm run lint` fails when the
 * code imports up the table, when a folder of src/ is missing from it, or when a document's copy is
 * stale. A new folder of src/ gets a row here, at the height its imports allow.
 */

/** One row: a folder (with `/`) and what it holds, in Markdown. */
export interface Layer {
  folder: string;
  holds: string;
}

/** Code, top to bottom: each may import only the rows below it. `src/` alone is its entry files. */
export const CODE_LAYERS: readonly Layer[] = [
  {
    folder: 'tests/',
    holds:
      '`unit/` (code, on `fixtures/course/`), `content/` (the real curriculum, each check over every lesson there is), `flow/` (adding a lesson, on a copy), `pg/` (presence on PostgreSQL), `e2e/` (Chromium, Firefox and WebKit against the built site)',
  },
  {
    folder: 'scripts/',
    holds:
      "the npm commands (the README's Scripts table): validate, build, start, the checks of samples, challenges, quizzes and traces, `new:lesson`, `test`, and the lint checks (these layers, folder cycles, undeclared packages)",
  },
  {
    folder: 'src/',
    holds: 'the entry files: `main.tsx` (the browser) and `entry-server.tsx` (the prerenderer)',
  },
  {
    folder: 'src/app/',
    holds: 'the top: routing (`App.tsx`) and the error boundary that keeps a page from going blank',
  },
  {
    folder: 'src/vite/',
    holds:
      'Vite plugins: the curriculum as virtual modules (one chunk per lesson), problems in the build and the dev overlay, the theme in every page, serving the build as a static host does',
  },
  {
    folder: 'src/samples/',
    holds:
      'CI only: the jobs and judges of the gcc and WebAssembly sample checks, and the pinned wasm32 differences',
  },
  { folder: 'src/pages/', holds: 'home, lesson and not-found pages' },
  { folder: 'src/layout/', holds: 'sidebar, top bar, footer, badge: the frame around a lesson' },
  {
    folder: 'src/outline/',
    holds:
      'a lesson\'s "On this page" outline, read from its heading blocks; marking the section being read loads on demand',
  },
  {
    folder: 'src/blocks/',
    holds:
      'one React component per block type, joined in `registry.ts` so a block type without a renderer fails the type check',
  },
  {
    folder: 'src/quiz/',
    holds:
      "the quiz block: a slot that keeps the prerendered question, the grader loaded on the first Check, and the programs `check:quizzes` proves; the review queue's page and top-bar count",
  },
  {
    folder: 'src/parsons/',
    holds:
      "the Parsons block: a slot like the quiz's, the lines to put in order (by key, button or drag) and the Check that runs the tests",
  },
  {
    folder: 'src/runner/',
    holds:
      "C in the browser: `ui/` (the run panels), `client/` (the page's side), `workers/`, the toolchain and its build step, and `record/` (a program recorded in the trace format, for the stepper)",
  },
  {
    folder: 'src/trace/',
    holds:
      'the memory stepper: the trace format, the picture layout and the stepper (traces of lessons are recorded under gdb)',
  },
  {
    folder: 'src/progress/',
    holds:
      'progress and saved work in the browser: what "read" means, ticks, saved programs, export/import/forget (loaded when the page is idle)',
  },
  {
    folder: 'src/offline/',
    holds: 'the service worker (Workbox), its registration and the update notice',
  },
  {
    folder: 'src/search/',
    holds:
      'C-aware search: the tokenizer, the section documents derived from the curriculum, the index built at build time, the dialog (loaded on use)',
  },
  {
    folder: 'src/presence/',
    holds: 'the live "N online" count (Supabase), loaded only after the page is interactive',
  },
  { folder: 'src/notice/', holds: 'small site notices (update, storage)' },
  { folder: 'src/print/', holds: 'the print stylesheet and opening solutions for printing' },
  { folder: 'src/code/', holds: 'Prism highlighting as React elements, code panels and the copy button' },
  {
    folder: 'src/site/',
    holds:
      'every view derived from the curriculum (routes, reading order, prev/next, page metadata, prerender paths, the C program of each sample), and the one binding of `virtual:curriculum`',
  },
  {
    folder: 'src/inline/',
    holds:
      'inline Markdown (`code`, **bold**, links), parsed and rendered as React elements, never as raw HTML',
  },
  {
    folder: 'src/content/',
    holds:
      'load → validate → cross-check → derive, pure functions; every author message, located as `file:line:column`',
  },
  {
    folder: 'src/mutation/',
    holds:
      'mutation testing of challenges: the mutator (tree-sitter-c), the results file and its key, the validator\'s check of `equivalentMutants:`, and the page\'s "caught" line (`note.ts`, which imports nothing)',
  },
  {
    folder: 'src/theme/',
    holds: 'the presentation base: named colours (two themes), fonts, global styles, the theme switch',
  },
  {
    folder: 'src/schema/',
    holds: 'the zod schema: the only definition of the file formats and of their TypeScript types',
  },
  {
    folder: 'src/base/',
    holds:
      'what every layer may use and that imports nothing of the project: the program types, the cache key, message text helpers, running a task when the browser is idle',
  },
];

/** Folders of data: no imports, so no order. */
export const DATA_FOLDERS: readonly Layer[] = [
  {
    folder: 'curriculum/',
    holds:
      '`site.yaml` (logo, home page, footer, badge), one folder a unit: `unit.yaml` (number, title, description, lesson order) and one file a lesson',
  },
  {
    folder: 'generated/',
    holds: '`mutation-results.json`, written by `npm run check:challenges` and committed',
  },
  {
    folder: 'traces/',
    holds: 'the recorded memory pictures, one JSON file per traced sample (`npm run traces`)',
  },
];

/** The layer a project file belongs to: its `src/` folder, `src/` for the entry files, or its top folder. */
export function layerOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] === 'src') return parts.length > 2 ? `src/${parts[1]}/` : 'src/';
  const top = `${parts[0]}/`;
  return CODE_LAYERS.some((l) => l.folder === top) ? top : undefined;
}

/** One import that points up the table (or out of it). */
export interface LayerProblem {
  message: string;
}

/**
 * Every import from one layer to a layer above it, one message per pair of layers with an example;
 * and every folder of src/ the table does not list.
 */
export function layerProblems(
  imports: readonly { from: string; to: string; line: number }[],
  srcFolders: readonly string[],
  layers: readonly Layer[] = CODE_LAYERS,
): string[] {
  const rank = new Map(layers.map((l, i) => [l.folder, i]));
  const problems: string[] = [];
  for (const folder of srcFolders)
    if (!rank.has(folder))
      problems.push(
        `${folder} is not in the table of layers (scripts/lib/layers.ts): add a row for it, below every folder that imports it and above every folder it imports`,
      );
  const seen = new Set<string>();
  for (const { from, to, line } of imports) {
    const a = layerOf(from);
    const b = layerOf(to);
    if (!a || !b || a === b || !rank.has(a) || !rank.has(b)) continue;
    if (rank.get(a)! < rank.get(b)!) continue;
    const pair = `${a} ${b}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    problems.push(
      `${a} imports ${b}, which is above it in the table of layers (${from}:${line} imports ${to}): move what both need down (src/base/ holds what every layer shares), or move the row if the table is wrong`,
    );
  }
  return problems;
}

/** The table as Markdown (Prettier formats it when written), both documents' one copy. */
export function layersTable(): string {
  const row = (l: Layer) => `| \`${l.folder}\` | ${l.holds} |`;
  return [
    '| Folder | What it holds |',
    '| --- | --- |',
    ...CODE_LAYERS.map(row),
    ...DATA_FOLDERS.map(row),
  ].join('\n');
}
