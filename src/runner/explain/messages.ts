/**
 * Plain-English help for the compiler messages beginners meet most. clang's text stays as clang
 * wrote it; the panel adds what it means, how to fix it and the lesson section that teaches it.
 * Each entry carries a program that triggers it: `tests/unit/runner-friendly.test.ts` compiles
 * every one with the browser's compiler and checks that its message is matched by this entry and
 * no earlier one. The first entry whose pattern matches a message wins.
 */
import { SECTIONS, type LessonSection } from './lessons.ts';

export interface FriendlyMessage {
  /** A stable name, for tests and for people. */
  id: string;
  /** Matches clang's message text (without location, severity or [-Woption]). */
  pattern: RegExp;
  /** What it means, in a sentence or two. */
  explanation: string;
  /** What to change. */
  fix: string;
  lesson: LessonSection;
  /** A complete program that gets this message (first among its messages this entry matches). */
  trigger: string;
}

const main = (...body: string[]) =>
  [
    '#include <stdio.h>',
    '',
    'int main(void) {',
    ...body.map((l) => `    ${l}`),
    '    return 0;',
    '}',
    '',
  ].join('\n');

export const FRIENDLY_MESSAGES: FriendlyMessage[] = [
  {
    id: 'missing-semicolon',
    pattern: /^expected ';' (after|at end of)/,
    explanation: 'Every statement and declaration in C ends with a semicolon, and this one does not.',
    fix: 'Add ; at the end of the statement. clang points just after the spot where it expected it, which is often the end of the previous line.',
    lesson: SECTIONS.structure,
    trigger: main('int n = 5', 'printf("%d\\n", n);'),
  },
  {
    id: 'undeclared-identifier',
    pattern: /^use of undeclared identifier '/,
    explanation:
      'The program uses a name that was never declared here: a misspelling, a variable declared inside another block, or one used before its declaration.',
    fix: 'Check the spelling (C is case-sensitive), and declare the variable before this line in a block that encloses it.',
    lesson: SECTIONS.declaring,
    trigger: main('int total = 0;', 'printf("%d\\n", totl);'),
  },
  {
    id: 'missing-include',
    pattern: /^call to undeclared library function '/,
    explanation:
      'This is a standard library function, but its header was not included, so the compiler does not know its parameters or its return type.',
    fix: 'Add the #include that clang names in the note below (for example #include <stdio.h> for printf) at the top of the file.',
    lesson: SECTIONS.structure,
    trigger: 'int main(void) {\n    printf("hi\\n");\n    return 0;\n}\n',
  },
  {
    id: 'implicit-function-declaration',
    pattern: /^call to undeclared function '/,
    explanation:
      'The program calls a function that has not been declared above this line: usually a misspelled name (prinf for printf), or a function defined further down without a prototype.',
    fix: 'Fix the spelling, or declare the function (its prototype) before main, or include the header that declares it.',
    lesson: SECTIONS.declarations,
    trigger: main('prinf("hello\\n");'),
  },
  {
    id: 'scanf-missing-ampersand',
    pattern: /^format specifies type '[^']*\*' but the argument has type '[^'*]*'$/,
    explanation:
      'scanf needs the address of each variable it fills in, but this argument is the variable’s value.',
    fix: 'Put & before the variable: scanf("%d", &n). (Not for a char array read with %s: its name is already an address.)',
    lesson: SECTIONS.scanf,
    trigger: main('int n;', 'if (scanf("%d", n) == 1) printf("%d\\n", n);'),
  },
  {
    id: 'format-type-mismatch',
    pattern: /^format specifies type '[^']*' but the argument has type '/,
    explanation:
      'The conversion in the format string does not match the type of the argument, so printf or scanf will read the wrong kind of value.',
    fix: 'Use the conversion for the argument’s type: %d for int, %ld for long, %f for double, %c for char, %s for a string, %zu for size_t, %p for a pointer.',
    lesson: SECTIONS.printf,
    trigger: main('double price = 9.5;', 'printf("%d\\n", price);'),
  },
  {
    id: 'format-too-few-arguments',
    pattern: /^more '%' conversions than data arguments/,
    explanation:
      'The format string has more % conversions than there are values after it, so printf would read values that were never passed.',
    fix: 'Pass one argument for every % conversion, in the same order (write %% to print a percent sign).',
    lesson: SECTIONS.printf,
    trigger: main('int a = 1, b = 2;', 'printf("%d + %d = %d\\n", a, b);'),
  },
  {
    id: 'format-extra-arguments',
    pattern: /^data argument not used by format string/,
    explanation:
      'There are more values after the format string than % conversions in it, so some are never printed.',
    fix: 'Add a conversion for each value you want printed, or remove the extra argument.',
    lesson: SECTIONS.printf,
    trigger: main('int a = 1, b = 2;', 'printf("%d\\n", a, b);'),
  },
  {
    id: 'assignment-in-condition',
    pattern: /^using the result of an assignment as a condition without parentheses/,
    explanation:
      'The condition uses =, which assigns, where == compares: if (x = 5) sets x to 5 and is always true.',
    fix: 'Write == to compare. If you really meant to assign and test, put the assignment in extra parentheses.',
    lesson: SECTIONS.controlMistakes,
    trigger: main('int x = 3;', 'if (x = 5) printf("five\\n");'),
  },
  {
    id: 'missing-return',
    pattern: /^non-void function does not return a value/,
    explanation:
      'A function declared to return a value can reach its closing brace without a return statement; the caller then gets a value that means nothing.',
    fix: 'Make sure every path through the function ends with return and a value, including the case no if matched.',
    lesson: SECTIONS.returnValues,
    trigger:
      '#include <stdio.h>\n\nint sign(int x) {\n    if (x > 0) return 1;\n    if (x < 0) return -1;\n}\n\nint main(void) {\n    printf("%d\\n", sign(0));\n    return 0;\n}\n',
  },
  {
    id: 'incompatible-pointer-types',
    pattern: /^incompatible pointer types /,
    explanation:
      'A pointer to one type is used where a pointer to another type is expected, so the memory would be read as the wrong type.',
    fix: 'Point to a variable of the right type, or correct the declaration (an int * for an int, a double * for a double).',
    lesson: SECTIONS.pointersDeclaring,
    trigger: main('double d = 1.5;', 'int *p = &d;', 'printf("%d\\n", *p);'),
  },
  {
    id: 'int-to-pointer',
    pattern: /^incompatible integer to pointer conversion /,
    explanation: 'A number is used where a pointer is expected; a pointer must hold an address.',
    fix: 'Take the address of a variable with &, or use a pointer you already have. For strings, use double quotes ("a"), not single quotes.',
    lesson: SECTIONS.pointersDeclaring,
    trigger: main('int n = 5;', 'int *p = n;', 'printf("%d\\n", *p);'),
  },
  {
    id: 'pointer-to-int',
    pattern: /^incompatible pointer to integer conversion /,
    explanation: 'A pointer (often a string in double quotes) is used where a number or a char is expected.',
    fix: "For a single character use single quotes ('a'); to copy a string into an array use strcpy; to read through a pointer use *.",
    lesson: SECTIONS.strings,
    trigger: main('char grade = "A";', 'printf("%c\\n", grade);'),
  },
  {
    id: 'array-index-past-end',
    pattern: /^array index -?\d+ is (past the end|before the beginning) of the array/,
    explanation:
      'An array of n elements has indexes 0 to n − 1; this index is outside them, which is undefined behaviour.',
    fix: 'Use an index from 0 to n − 1; in a loop, stop with i < n, not i <= n.',
    lesson: SECTIONS.bounds,
    trigger: main('int marks[5] = {0};', 'marks[5] = 10;', 'printf("%d\\n", marks[0]);'),
  },
  {
    id: 'unused-variable',
    pattern: /^unused variable '/,
    explanation:
      'A variable is declared but never used: harmless, but often a sign of a typo or unfinished code.',
    fix: 'Use the variable, or delete its declaration.',
    lesson: SECTIONS.declaring,
    trigger: main('int count = 0;', 'printf("hello\\n");'),
  },
  {
    id: 'uninitialized',
    pattern: /^variable '[^']*' is uninitialized when used here/,
    explanation:
      'A local variable is read before it was given a value; it holds whatever was in that memory before.',
    fix: 'Give the variable a value when you declare it (int sum = 0;) or before you first read it.',
    lesson: SECTIONS.declaring,
    trigger: main('int sum;', 'sum = sum + 5;', 'printf("%d\\n", sum);'),
  },
  {
    id: 'string-compare',
    pattern: /^result of comparison against a string literal is unspecified/,
    explanation:
      '== on strings compares their addresses, not their characters, so it is almost never what you mean.',
    fix: 'Compare with strcmp from <string.h>: strcmp(a, b) == 0 when the strings are equal.',
    lesson: SECTIONS.stringLibrary,
    trigger: main('char name[] = "Ada";', 'if (name == "Ada") printf("hi\\n");'),
  },
  {
    id: 'too-few-arguments',
    pattern: /^too few arguments to function call/,
    explanation: 'The call passes fewer arguments than the function has parameters.',
    fix: 'Pass one argument for each parameter, in order (clang’s note shows the declaration).',
    lesson: SECTIONS.parameters,
    trigger:
      '#include <stdio.h>\n\nint add(int a, int b) {\n    return a + b;\n}\n\nint main(void) {\n    printf("%d\\n", add(1));\n    return 0;\n}\n',
  },
  {
    id: 'too-many-arguments',
    pattern: /^too many arguments to function call/,
    explanation: 'The call passes more arguments than the function has parameters.',
    fix: 'Pass exactly one argument for each parameter, or add the parameter to the function.',
    lesson: SECTIONS.parameters,
    trigger:
      '#include <stdio.h>\n\nint square(int x) {\n    return x * x;\n}\n\nint main(void) {\n    printf("%d\\n", square(2, 3));\n    return 0;\n}\n',
  },
  {
    id: 'expected-closing-brace',
    pattern: /^expected '\}'/,
    explanation: 'A { was opened and never closed: the file ended inside a block.',
    fix: 'Add the missing }. Indenting each block makes it easy to see which brace is missing (clang’s note points at the { it matches).',
    lesson: SECTIONS.structure,
    trigger:
      '#include <stdio.h>\n\nint main(void) {\n    for (int i = 0; i < 3; i++) {\n        printf("%d\\n", i);\n    return 0;\n}\n',
  },
  {
    id: 'array-not-assignable',
    pattern: /^array type '[^']*' is not assignable/,
    explanation:
      'An array cannot be assigned as a whole with =, not even a string to a char array after its declaration.',
    fix: 'Copy a string with strcpy(name, "Bob") from <string.h>, or copy the elements one by one in a loop.',
    lesson: SECTIONS.strings,
    trigger: main('char name[20];', 'name = "Bob";', 'printf("%s\\n", name);'),
  },
  {
    id: 'sign-compare',
    pattern: /^comparison of integers of different signs/,
    explanation:
      'A signed value is compared with an unsigned one; the signed one is converted, so -1 compares as a huge number.',
    fix: 'Make both sides the same type: for example declare the loop counter as size_t when comparing it with strlen() or sizeof.',
    lesson: SECTIONS.conversion,
    trigger:
      '#include <stdio.h>\n#include <string.h>\n\nint main(void) {\n    char word[] = "hello";\n    for (int i = 0; i < strlen(word); i++) printf("%c", word[i]);\n    printf("\\n");\n    return 0;\n}\n',
  },
  {
    id: 'empty-body',
    pattern: /^(if statement|for loop|while loop) has empty body/,
    explanation:
      'A semicolon right after the condition ends the statement there, so the block below runs whatever the condition was (or the loop does nothing).',
    fix: 'Remove the ; after the closing parenthesis of the condition.',
    lesson: SECTIONS.controlMistakes,
    trigger: main('int x = 0;', 'if (x > 0);', '    printf("positive\\n");'),
  },
  {
    id: 'arrow-for-pointer',
    pattern:
      /^member reference type '[^']*' is a pointer; (did you mean to use '->'|maybe you meant to use '->')/,
    explanation: 'The left of . is a pointer to a structure; . needs the structure itself.',
    fix: 'Use -> to reach a member through a pointer: p->x means (*p).x.',
    lesson: SECTIONS.structs,
    trigger:
      '#include <stdio.h>\n\nstruct point {\n    int x, y;\n};\n\nint main(void) {\n    struct point a = {1, 2};\n    struct point *p = &a;\n    printf("%d\\n", p.x);\n    return 0;\n}\n',
  },
  {
    id: 'missing-terminating-quote',
    pattern: /^missing terminating '["']' character/,
    explanation: 'A string or character literal is not closed on the same line.',
    fix: 'Close the string with " (or the character with \'). To break a line inside a string write \\n; a string cannot run across lines.',
    lesson: SECTIONS.printf,
    trigger: main('printf("Hello, World!\\n);'),
  },
];

/** The help for a compiler message, if it is one of the common ones. */
export function friendlyFor(message: string): FriendlyMessage | undefined {
  return FRIENDLY_MESSAGES.find((entry) => entry.pattern.test(message));
}
