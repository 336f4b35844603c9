/** The spec's route table (§2), written out independently of the curriculum so drift is caught. */
export const lessonRoutes: [string, string][] = [
  ['/unit1/basics', 'C Language Basics'],
  ['/unit1/variables', 'Variables & Data Types'],
  ['/unit1/control', 'Control Structures'],
  ['/unit1/loops', 'Loops & Iteration'],
  ['/unit2/functions', 'Functions'],
  ['/unit2/pointers', 'Pointers Basics'],
  ['/unit2/modular', 'Modular Programming'],
  ['/unit3/arrays', 'Arrays'],
  ['/unit3/multidimensional', 'Multidimensional Arrays'],
  ['/unit3/strings', 'Strings'],
  ['/unit4/recursion', 'Recursion'],
  ['/unit4/structures', 'Structures'],
  ['/unit4/unions', 'Unions'],
  ['/unit5/files', 'File Handling in C'],
  ['/unit5/searching', 'Searching Algorithms'],
  ['/unit5/sorting', 'Sorting Algorithms'],
];

/** Spec §2: previous/next appear only at the end of the first four lessons. */
export const pager: Record<string, { prev?: string; next?: string }> = {
  '/unit1/basics': { next: 'Variables & Data Types' },
  '/unit1/variables': { prev: 'C Language Basics', next: 'Control Structures' },
  '/unit1/control': { prev: 'Variables & Data Types', next: 'Loops & Iteration' },
  '/unit1/loops': { prev: 'Control Structures' },
};
