/** A section of a lesson that explains a mistake: its route and its heading's anchor. */
export interface LessonSection {
  /** The lesson's route, such as `/unit2/pointers`. */
  route: string;
  /** The heading's id (see `inline/slug.ts`), such as `dynamic-memory`. */
  anchor: string;
  /** The link's text: the heading as the lesson shows it. */
  heading: string;
}

/** The lesson sections the runner's explanations link to; a unit test checks each one exists. */
export const SECTIONS = {
  bounds: {
    route: '/unit3/arrays',
    anchor: 'staying-inside-the-bounds',
    heading: 'Staying inside the bounds',
  },
  overflow: {
    route: '/unit1/variables',
    anchor: 'common-mistakes',
    heading: 'Common mistakes (integer overflow)',
  },
  operators: { route: '/unit1/variables', anchor: 'operators', heading: 'Operators' },
  division: {
    route: '/unit1/variables',
    anchor: 'integer-division-and-remainder',
    heading: 'Integer division and remainder',
  },
  types: { route: '/unit1/variables', anchor: 'the-basic-data-types', heading: 'The basic data types' },
  conversion: { route: '/unit1/variables', anchor: 'implicit-conversion', heading: 'Implicit conversion' },
  declaring: {
    route: '/unit1/variables',
    anchor: 'declaring-and-initialising-variables',
    heading: 'Declaring and initialising variables',
  },
  nullPointers: { route: '/unit2/pointers', anchor: 'null-pointers', heading: 'NULL pointers' },
  pointerArithmetic: {
    route: '/unit2/pointers',
    anchor: 'pointer-arithmetic',
    heading: 'Pointer arithmetic',
  },
  pointersDeclaring: {
    route: '/unit2/pointers',
    anchor: 'declaring-and-initialising-pointers',
    heading: 'Declaring and initialising pointers',
  },
  dynamicMemory: { route: '/unit2/pointers', anchor: 'dynamic-memory', heading: 'Dynamic memory' },
  pointerBugs: { route: '/unit2/pointers', anchor: 'common-pointer-bugs', heading: 'Common pointer bugs' },
  declaringArray: { route: '/unit3/arrays', anchor: 'declaring-an-array', heading: 'Declaring an array' },
  returnValues: {
    route: '/unit2/functions',
    anchor: 'return-values-and-void-functions',
    heading: 'Return values and void functions',
  },
  declarations: {
    route: '/unit2/functions',
    anchor: 'declaration-definition-and-call',
    heading: 'Declaration, definition and call',
  },
  parameters: {
    route: '/unit2/functions',
    anchor: 'parameters-and-arguments',
    heading: 'Parameters and arguments',
  },
  structure: {
    route: '/unit1/basics',
    anchor: 'the-structure-of-a-c-program',
    heading: 'The structure of a C program',
  },
  printf: {
    route: '/unit1/basics',
    anchor: 'printing-output-with-printf',
    heading: 'Printing output with printf',
  },
  scanf: { route: '/unit1/basics', anchor: 'reading-input-with-scanf', heading: 'Reading input with scanf' },
  basicsMistakes: { route: '/unit1/basics', anchor: 'common-mistakes', heading: 'Common mistakes' },
  conditions: { route: '/unit1/control', anchor: 'the-if-statement', heading: 'The if statement' },
  controlMistakes: { route: '/unit1/control', anchor: 'common-mistakes', heading: 'Common mistakes' },
  switch: { route: '/unit1/control', anchor: 'the-switch-statement', heading: 'The switch statement' },
  loops: { route: '/unit1/loops', anchor: 'the-for-loop', heading: 'The for loop' },
  strings: {
    route: '/unit3/strings',
    anchor: 'declaring-and-initialising-strings',
    heading: 'Declaring and initialising strings',
  },
  stringLibrary: { route: '/unit3/strings', anchor: 'the-string-h-library', heading: 'The string.h library' },
  structs: {
    route: '/unit4/structures',
    anchor: 'defining-variables-and-accessing-members',
    heading: 'Defining variables and accessing members',
  },
  headers: {
    route: '/unit2/modular',
    anchor: 'header-files-and-source-files',
    heading: 'Header files and source files',
  },
} satisfies Record<string, LessonSection>;

/** The link's path, without the site's base (the page adds it). */
export const hrefOf = (section: LessonSection) => `${section.route}#${section.anchor}`;
