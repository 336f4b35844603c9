import { Inline } from '../inline/Inline.tsx';
import type { QuizFaceOption } from '../content/quizFace.ts';

/**
 * How an option reads: its text, and its code or a possible output shown exactly as written (the
 * quiz's style keeps the line breaks of a `code` element inside an option).
 */
export function OptionLabel({ option }: { option: QuizFaceOption }) {
  const code = option.code ?? option.output;
  return (
    <span>
      {option.text !== undefined && <Inline text={option.text} />}
      {option.text !== undefined && code !== undefined && ' '}
      {code !== undefined && <code>{code}</code>}
    </span>
  );
}
