import type { Lesson } from '../content/model.ts';
import { QUIZ_BLANK } from '../schema/quiz.ts';
import type { QuizBlock } from '../schema/index.ts';

/** The one file name a quiz program compiles as, in gcc, in the wasm check and in messages. */
export const QUIZ_SOURCE = 'main.c';

/**
 * What a quiz claims about one program, pointing at the field that makes the claim:
 * - `prints`: it prints exactly `output` (an output key, a right option, an accepted answer);
 * - `differs`: it does not print `output` (a wrong option; failing to compile also proves that).
 * `wrong` lists the outputs of an output question's wrong options: none may be what it prints.
 */
export type QuizClaim =
  | { kind: 'prints'; output: string; path: PropertyKey[]; wrong?: { path: PropertyKey[]; output: string }[] }
  | { kind: 'differs'; output: string; path: PropertyKey[] };

/** One program the quiz check compiles and runs, and what must be true of it. */
export interface QuizProgram {
  /** The lesson file: `curriculum/unit1/basics.yaml`. */
  file: string;
  /** Index of the quiz among the lesson's blocks. */
  block: number;
  /** `curriculum/unit1/basics.yaml:120 blocks[7]`, as the sample checker names a block. */
  where: string;
  /** What this program is, for messages: `the program`, `the program with option 2 in the blank`. */
  label: string;
  /** The field a failure to build or run points at: the program, or the option that filled its blank. */
  source: PropertyKey[];
  code: string;
  input: string;
  claim: QuizClaim;
}

/** The program with a right or wrong answer in its blank (every occurrence of it). */
export const fillBlank = (program: string, answer: string) => program.split(QUIZ_BLANK).join(answer);

function programsOf(quiz: QuizBlock): Omit<QuizProgram, 'file' | 'block' | 'where'>[] {
  const { program, input = '' } = quiz;
  if (program === undefined) return [];
  if (quiz.kind === 'output') {
    const options = quiz.options ?? [];
    const right = options.findIndex((o) => o.correct);
    const output = right >= 0 ? options[right]!.output : quiz.answer;
    if (output === undefined) return [];
    const wrong: { path: PropertyKey[]; output: string }[] = [];
    options.forEach((o, n) => {
      if (!o.correct && o.output !== undefined)
        wrong.push({ path: ['options', n, 'output'], output: o.output });
    });
    return [
      {
        label: 'the program',
        source: ['program'],
        code: program,
        input,
        claim: {
          kind: 'prints',
          output,
          path: right >= 0 ? ['options', right, 'output'] : ['answer'],
          ...(wrong.length ? { wrong } : {}),
        },
      },
    ];
  }
  if (!program.includes(QUIZ_BLANK) || quiz.prints === undefined) return [];
  const prints = quiz.prints;
  if (quiz.kind === 'fill') {
    const answers = [quiz.answer, ...(quiz.accept ?? [])];
    return answers.flatMap((answer, n) =>
      answer === undefined
        ? []
        : [
            {
              label: `the program with ${JSON.stringify(answer)} in the blank`,
              source: n === 0 ? ['answer'] : ['accept', n - 1],
              code: fillBlank(program, answer),
              input,
              claim: { kind: 'prints', output: prints, path: n === 0 ? ['answer'] : ['accept', n - 1] },
            },
          ],
    );
  }
  return (quiz.options ?? []).flatMap((option, n) =>
    option.code === undefined
      ? []
      : [
          {
            label: `the program with option ${n + 1} (${JSON.stringify(option.code)}) in the blank`,
            source: ['options', n, 'code'],
            code: fillBlank(program, option.code),
            input,
            claim: option.correct
              ? { kind: 'prints', output: prints, path: ['options', n, 'code'] }
              : { kind: 'differs', output: prints, path: ['options', n, 'code'] },
          },
        ],
  );
}

/**
 * Every program the quizzes of these lessons make a claim about, from the validated blocks. The
 * same blank-filling serves every checker, so the program gcc runs is the one the wasm check runs.
 */
export function collectQuizPrograms(lessons: readonly Lesson[]): QuizProgram[] {
  return lessons.flatMap((lesson) =>
    lesson.blocks.flatMap((block, i) =>
      block.type === 'quiz'
        ? programsOf(block).map((p) => ({ ...p, file: lesson.file, block: i, where: whereIs(lesson, i) }))
        : [],
    ),
  );
}

/** `curriculum/unit1/basics.yaml:120 blocks[7]`, as the sample checker names a block. */
const whereIs = (lesson: Lesson, i: number) => `${lesson.file}:${lesson.blockLines[i] ?? 1} blocks[${i}]`;

/** The quizzes no program decides (their answers are judged by their author alone), by where they are. */
export function unprovenQuizzes(lessons: readonly Lesson[]): string[] {
  return lessons.flatMap((lesson) =>
    lesson.blocks.flatMap((block, i) =>
      block.type === 'quiz' && programsOf(block).length === 0 ? [whereIs(lesson, i)] : [],
    ),
  );
}

/** How many quizzes of each kind the lessons hold, for the check's summary. */
export function countQuizzes(lessons: readonly Lesson[]): Record<QuizBlock['kind'], number> {
  const counts = { choice: 0, output: 0, fill: 0 };
  for (const lesson of lessons) for (const b of lesson.blocks) if (b.type === 'quiz') counts[b.kind]++;
  return counts;
}
