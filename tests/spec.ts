/**
 * What the product spec requires of the curriculum, written out independently of it so drift is
 * caught. Tests check these as present: editors may add lessons and units beyond them.
 */

/** The spec's lesson routes and page titles, in reading order. */
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

/** The spec's home grid: each unit's number, title, first topic and the topics the spec lists. */
export const specUnits: { number: number; title: string; firstRoute: string; topics: number }[] = [
  { number: 1, title: 'Overview & Control Structures', firstRoute: '/unit1/basics', topics: 4 },
  { number: 2, title: 'Functions & Pointers', firstRoute: '/unit2/functions', topics: 3 },
  { number: 3, title: 'Arrays & Strings', firstRoute: '/unit3/arrays', topics: 3 },
  { number: 4, title: 'Advanced Concepts', firstRoute: '/unit4/recursion', topics: 3 },
  { number: 5, title: 'Files & Algorithms', firstRoute: '/unit5/files', topics: 3 },
];

/** Previous/next appear only at the end of the first four lessons, linking these titles. */
export const pager: Record<string, { prev?: string; next?: string }> = {
  '/unit1/basics': { next: 'Variables & Data Types' },
  '/unit1/variables': { prev: 'C Language Basics', next: 'Control Structures' },
  '/unit1/control': { prev: 'Variables & Data Types', next: 'Loops & Iteration' },
  '/unit1/loops': { prev: 'Control Structures' },
};
