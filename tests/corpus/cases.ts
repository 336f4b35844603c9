/**
 * The corpus of broken curricula: one folder a case, each a tiny complete project (site, one unit,
 * two lessons, the badge photo) with exactly one mistake. The folder `valid` has none. (The folder
 * `terminal` is another corpus: C programs typed into the live terminal, indexed in its `cases.ts`.)
 *
 * `reach` says what catches the mistake, which is also whether editors see it before saving:
 * - `yaml`: the file is not valid YAML (or not YAML at all); no schema can look inside it.
 * - `schema`: the zod schema rejects it, so the generated JSON Schema must reject it too.
 * - `checks`: checks beyond one file's schema (routes, links, files, images, table shapes, ...).
 */
export const corpusCases = {
  valid: 'none',
  'bad-indentation': 'yaml',
  'tab-indentation': 'yaml',
  'duplicate-key': 'yaml',
  'missing-space-after-colon': 'yaml',
  'colon-in-text': 'yaml',
  'empty-file': 'yaml',
  'html-instead-of-yaml': 'yaml',
  'control-character': 'yaml',
  'duplicate-key-in-later-block': 'yaml',
  'tab-in-code': 'yaml',
  'missing-colon': 'yaml',
  'text-line-less-indented': 'yaml',
  'dash-without-space': 'yaml',
  'misspelled-block-type': 'schema',
  'missing-required-field': 'schema',
  'list-where-text-expected': 'schema',
  'number-where-text-expected': 'schema',
  'unknown-key': 'schema',
  'wrong-enum-value': 'schema',
  'bad-trace-lines': 'schema',
  'code-without-bar': 'schema',
  'relative-link': 'schema',
  'spaced-inline-code': 'schema',
  'bad-next-route': 'checks',
  'link-to-missing-lesson': 'checks',
  'unit-lists-missing-file': 'checks',
  'unit-lists-misspelled-lesson': 'checks',
  'unreachable-lesson': 'checks',
  'duplicate-lesson-in-unit': 'checks',
  'missing-image': 'checks',
  'unknown-code-language': 'checks',
  'table-row-cell-count': 'checks',
  'challenge-solution-without-tests': 'checks',
  'challenge-without-solution': 'checks',
  'equivalent-mutant-unknown': 'checks',
  'fix-without-mistake': 'checks',
  'predict-without-output': 'checks',
  'yml-extension': 'checks',
  'trace-on-fragment': 'checks',
  'code-folded-fragment': 'checks',
  'quiz-empty-options': 'schema',
  'quiz-no-correct-option': 'checks',
  'quiz-output-without-program': 'checks',
  'quiz-duplicate-options': 'checks',
  'quiz-blank-without-prints': 'checks',
  'parsons-distractor-is-model-line': 'checks',
} as const satisfies Record<string, 'none' | 'yaml' | 'schema' | 'checks'>;

export type CorpusCase = keyof typeof corpusCases;
