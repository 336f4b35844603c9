import { QUIZ_BLANK, type QuizOption } from '../schema/quiz.ts';
import type { Block, QuizBlock } from '../schema/index.ts';
import type { AuthorIssue } from './issues.ts';
import { normalizeToken, sameOutput } from './quizCompare.ts';

type At = (path: PropertyKey[], message: string) => AuthorIssue;

const hasBlank = (program: string | undefined) => program?.includes(QUIZ_BLANK) ?? false;

/** What a student sees of an option, to find two that read the same. */
function face(option: QuizOption): string {
  return JSON.stringify([option.text?.trim() ?? '', option.code?.trim() ?? '', option.output ?? '']);
}

function checkOptions(block: QuizBlock, options: readonly QuizOption[], at: At): AuthorIssue[] {
  const issues: AuthorIssue[] = [];
  const seen: string[] = [];
  options.forEach((option, n) => {
    const path = ['options', n];
    if (option.explanation.trim().includes('\n'))
      issues.push(
        at(
          [...path, 'explanation'],
          'must be one line: say in one sentence why this option is right or wrong (the lesson text can say more)',
        ),
      );
    if (block.kind === 'output') {
      if (option.text !== undefined || option.code !== undefined)
        issues.push(
          at(
            [...path, option.text !== undefined ? 'text' : 'code'],
            "an output question's options are outputs: write this option as 'output:' followed by what the program would print",
          ),
        );
      else if (option.output === undefined)
        issues.push(at(path, "needs 'output:': a possible output of the program"));
    } else {
      if (option.output !== undefined)
        issues.push(
          at(
            [...path, 'output'],
            "'output:' is for the options of an output question (kind: output): use 'text:' or 'code:' here",
          ),
        );
      else if (option.text === undefined && option.code === undefined)
        issues.push(at(path, "is empty: give the option 'text:', 'code:' or both"));
    }
    const key = block.kind === 'output' ? (option.output ?? '') : face(option);
    const twin = seen.findIndex((other) =>
      block.kind === 'output' ? sameOutput(other, key) : other === key,
    );
    if (twin >= 0)
      issues.push(
        at(
          path,
          `reads the same as option ${twin + 1}: every option must differ, or students cannot tell them apart`,
        ),
      );
    seen.push(key);
  });
  const correct = options.filter((o) => o.correct).length;
  if (correct === 0)
    issues.push(
      at(
        ['options'],
        "no option is marked 'correct: true': add 'correct: true' under the right answer (or answers)",
      ),
    );
  if (block.kind === 'output' && correct > 1)
    issues.push(
      at(
        ['options'],
        `${correct} options are marked 'correct: true': a program prints one thing, so mark one`,
      ),
    );
  if (block.kind === 'choice' && hasBlank(block.program))
    options.forEach((option, n) => {
      if (option.code === undefined)
        issues.push(
          at(
            ['options', n],
            `needs 'code:': the checker puts each option's code into the program's blank (${QUIZ_BLANK})`,
          ),
        );
    });
  return issues;
}

/** Fields a kind of question does not use, and what to do instead. */
const unused: Record<QuizBlock['kind'], Partial<Record<keyof QuizBlock, string>>> = {
  choice: {
    answer:
      "a choice question is answered by its options: mark the right ones 'correct: true' and remove 'answer:'",
    accept: "'accept:' is for fill questions: remove it",
    explanation: "each option of a choice question has its own 'explanation:': move this text there",
  },
  output: {
    code: "an output question shows its 'program:': put the code there, or remove 'code:'",
    accept:
      "'accept:' is for fill questions: an output answer is compared line by line, ignoring spaces at the ends of lines",
  },
  fill: {
    options: "a fill question is answered by typing: remove 'options:', or make it 'kind: choice'",
  },
};

/**
 * Checks a quiz block beyond its schema: each kind has the fields it needs and no others, a right
 * answer exists, options differ, and a program with a blank says what it prints.
 */
export function checkQuiz(block: QuizBlock, at: At): AuthorIssue[] {
  const issues: AuthorIssue[] = [];
  for (const [key, message] of Object.entries(unused[block.kind]))
    if (block[key as keyof QuizBlock] !== undefined) issues.push(at([key], message));
  const blank = hasBlank(block.program);

  if (block.input !== undefined && block.program === undefined)
    issues.push(at(['input'], "is what a program reads: add 'program:', or remove 'input:'"));
  if (block.prints !== undefined && !blank)
    issues.push(
      at(
        ['prints'],
        `is what the program prints when its blank (${QUIZ_BLANK}) holds a right answer: put ${QUIZ_BLANK} in the program, or remove 'prints:'`,
      ),
    );

  if (block.kind === 'output') {
    if (block.program === undefined)
      issues.push(
        at(
          [],
          "an output question needs 'program:': the complete C program whose output the student predicts",
        ),
      );
    else if (blank)
      issues.push(
        at(
          ['program'],
          `an output question runs its program as it is: replace the blank (${QUIZ_BLANK}) with real code`,
        ),
      );
    if (block.answer !== undefined && block.options !== undefined)
      issues.push(
        at(
          ['answer'],
          "has both 'answer:' and 'options:': keep 'answer:' for a typed answer, or 'options:' to pick one",
        ),
      );
    else if (block.answer === undefined && block.options === undefined)
      issues.push(
        at(
          [],
          "needs 'answer:' (exactly what the program prints, typed by the student) or 'options:' to pick from",
        ),
      );
    if (block.answer !== undefined && block.explanation === undefined)
      issues.push(at([], "needs 'explanation:': say why the program prints this"));
    if (block.options !== undefined && block.explanation !== undefined)
      issues.push(
        at(['explanation'], "each option has its own 'explanation:': move this text there, or remove it"),
      );
  } else if (block.program !== undefined && !blank) {
    issues.push(
      at(
        ['program'],
        `has no blank (${QUIZ_BLANK}) for the answers to fill: add one, show the code with 'code:' instead (it is not run), or ask what it prints with 'kind: output'`,
      ),
    );
  } else if (blank && block.prints === undefined) {
    issues.push(
      at(
        ['program'],
        `has a blank (${QUIZ_BLANK}), so the question needs 'prints:': what it prints when a right answer fills it`,
      ),
    );
  }

  if (block.kind === 'choice' && block.options === undefined)
    issues.push(
      at([], "a choice question needs 'options:', at least two, with the right ones marked 'correct: true'"),
    );
  if (block.kind === 'fill') {
    if (block.answer === undefined)
      issues.push(at([], "a fill question needs 'answer:': the word or symbol to type"));
    const answers = [block.answer, ...(block.accept ?? [])].map((a) => normalizeToken(a ?? ''));
    answers.forEach((a, n) => {
      if (n > 0 && answers.indexOf(a) < n)
        issues.push(at(['accept', n - 1], `'${a}' is already accepted: remove this line`));
    });
    if (block.explanation === undefined)
      issues.push(at([], "needs 'explanation:': say why this is the answer"));
  }
  if (block.options) issues.push(...checkOptions(block, block.options, at));
  return issues;
}

/**
 * Two quizzes of a lesson that show exactly the same question, code and options: a student cannot
 * tell them apart, and their progress would be recorded as one (a quiz's id hashes what it shows).
 */
export function checkQuizTwins(
  blocks: readonly Block[],
  at: (block: number, message: string) => AuthorIssue,
): AuthorIssue[] {
  const seen = new Map<string, number>();
  const issues: AuthorIssue[] = [];
  blocks.forEach((block, i) => {
    if (block.type !== 'quiz') return;
    const { question, code, program, input, kind } = block;
    const shown = JSON.stringify([kind, question.trim(), code, program, input, block.options?.map(face)]);
    const first = seen.get(shown);
    if (first === undefined) seen.set(shown, i);
    else issues.push(at(i, `asks the same question as blocks[${first}]: remove one of them, or change it`));
  });
  return issues;
}
