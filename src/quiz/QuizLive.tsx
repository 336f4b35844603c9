import { css } from '@emotion/react';
import { useState } from 'react';
import { Inline, Paragraphs } from '../inline/Inline.tsx';
import { colors } from '../theme/tokens.ts';
import { grade, type QuizAnswer, type QuizResult } from './grade.ts';
import { loadQuizKey } from './keys.ts';
import { OptionLabel } from './OptionLabel.tsx';
import { recordQuizAttempt } from './progress.ts';
import { quizRoute, type QuizFace, type QuizKey } from '../content/quizFace.ts';

const verdict = {
  right: css`
    color: ${colors.success};
  `,
  wrong: css`
    color: ${colors.warning};
  `,
  empty: css``,
};
const list = css`
  list-style: none;
  padding: 0;
  margin: 0.5rem 0;
  li {
    padding: 0.4rem 0;
    border-top: 1px solid ${colors.border};
  }
`;
const button = css`
  font: inherit;
  font-weight: 600;
  min-height: 44px;
  padding: 0.4rem 1rem;
  margin: 0.5rem 0.5rem 0 0;
  border-radius: 8px;
  border: 1px solid ${colors.primary};
  color: ${colors.primary};
  background: ${colors.surface};
  cursor: pointer;
`;
const pre = css`
  white-space: pre-wrap;
  background: ${colors.primarySoft};
  padding: 0.5rem 0.75rem;
  border-radius: 6px;
`;

/**
 * Fetches the quiz's key, grades the attempt, and records it in the student's local progress.
 * Throws when the key cannot be loaded, so the page can say so.
 */
export async function answerQuiz(
  face: QuizFace,
  answer: QuizAnswer,
): Promise<{ result: QuizResult; answerKey: QuizKey }> {
  const answerKey = face.id === undefined ? undefined : await loadQuizKey(face.id);
  if (!answerKey) throw new Error(`No answer key for the quiz ${face.id ?? '(without id)'}`);
  const result = grade(face, answerKey, answer);
  if (result.status !== 'empty')
    recordQuizAttempt({
      id: face.id!,
      route: quizRoute(face.id!),
      right: result.status === 'right',
    });
  return { result, answerKey };
}

/** The verdict, for the live region: one sentence, and the explanation that goes with it. */
export function Verdict({ result }: { result: QuizResult }) {
  return (
    <>
      <p>
        <strong css={verdict[result.status]}>{result.summary}</strong>
      </p>
      {result.detail !== undefined && <Paragraphs text={result.detail} />}
    </>
  );
}

/** Why each option is right or wrong; text, not colour alone, says which. */
function Explained({ face, answerKey, which }: { face: QuizFace; answerKey: QuizKey; which: number[] }) {
  if (which.length === 0) return null;
  return (
    <ul css={list}>
      {which.map((i) => (
        <li key={i}>
          <strong>{answerKey.correct?.includes(i) ? 'Right: ' : 'Wrong: '}</strong>
          <OptionLabel option={face.options?.[i] ?? {}} />
          <br />
          <Inline text={answerKey.explanations?.[i] ?? ''} />
        </li>
      ))}
    </ul>
  );
}

/** The full answer, shown after a right answer or when the student asks for it. */
function Answer({ face, answerKey }: { face: QuizFace; answerKey: QuizKey }) {
  if (face.options)
    return <Explained face={face} answerKey={answerKey} which={face.options.map((_, i) => i)} />;
  const also = answerKey.accept?.length ? ` (also right: ${answerKey.accept.join(', ')})` : '';
  return (
    <>
      {face.kind === 'output' ? (
        <>
          <p>The program prints:</p>
          <pre css={pre}>{answerKey.answer}</pre>
        </>
      ) : (
        <p>
          The answer: <code>{answerKey.answer}</code>
          {also}
        </p>
      )}
      {answerKey.explanation !== undefined && <Paragraphs text={answerKey.explanation} />}
    </>
  );
}

/**
 * What follows the verdict: explanations, and after a wrong answer, Show the answer. There is no
 * Try again: changing the answer clears the verdict, and Check checks the new one.
 */
export function Details(props: { face: QuizFace; result: QuizResult; answerKey: QuizKey }) {
  const { face, result, answerKey } = props;
  const [shown, setShown] = useState(false);
  if (result.status === 'empty') return null;
  return (
    <>
      {shown ? (
        <Answer face={face} answerKey={answerKey} />
      ) : (
        <Explained face={face} answerKey={answerKey} which={result.explain} />
      )}
      {result.status === 'wrong' && !shown && (
        <button type="button" css={button} onClick={() => setShown(true)}>
          Show the answer
        </button>
      )}
    </>
  );
}
