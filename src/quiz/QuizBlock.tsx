import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { CodeView } from '../code/CodeView.tsx';
import { Inline } from '../inline/Inline.tsx';
import { paragraphs } from '../inline/parse.ts';
import { primaryButton } from '../runner/ui/barStyles.ts';
import { surface } from '../theme/surface.ts';
import { colors } from '../theme/tokens.ts';
import { OptionLabel } from './OptionLabel.tsx';
import type { QuizFace } from '../content/quizFace.ts';

// The questions' loaders travel with the renderer, not in the first load (src/quiz/QuizSlot.tsx).
export { loadFaces } from './faces.ts';

// Object styles: this style ships with every page, and the minifier keeps objects compact.
const box = css(surface, {
  borderLeft: `5px solid ${colors.tip}`,
  // min-width: a fieldset otherwise grows to its widest child, and a code line would widen the page.
  fieldset: { border: 0, padding: 0, minWidth: 0 },
  'legend>span': { display: 'block', marginBottom: '.4rem' },
  'legend>span:first-of-type': { fontWeight: 700, color: colors.tip },
  // The whole label is the radio's target: 44 px high, for a finger.
  label: { display: 'flex', alignItems: 'center', gap: '.6rem', padding: '.3rem 0', minHeight: '44px' },
  'label code': { whiteSpace: 'pre-wrap' },
  'textarea,input[type=text]': { width: '100%', minHeight: '44px', font: '1rem monospace' },
});
const check = css`
  ${primaryButton};
  font-size: 1rem;
  min-height: 44px;
  margin-top: 0.5rem;
`;

/** Grading, the answers and the feedback arrive with the first answer: the page carries only the question. */
const loadLive = () => import('./QuizLive.tsx');
type Live = Awaited<ReturnType<typeof loadLive>>;
type Answered = ({ live: Live } & Awaited<ReturnType<Live['answerQuiz']>>) | typeof FAILED;

const FAILED = 'The answer could not be loaded: check your connection and try again.' as const;

/**
 * A quick question, readable without JavaScript: a fieldset whose legend is the question, radios or
 * tick boxes for options, a text field for a typed answer. Checking loads the grader; the verdict
 * goes to a polite live region that is on the page from the start, so screen readers announce it.
 */
export function QuizBlock({ block: face }: { block: QuizFace; titleLevel: 2 | 3 | 4 }) {
  const id = useId();
  const [answered, setAnswered] = useState<Answered | null>(null);
  const prefetch = () => void loadLive().catch(() => undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = data.get('answer');
    // The form has one text field at most; a File could only come from a file input, which it has not.
    const answer = {
      choices: data.getAll('choice').map(Number),
      text: typeof typed === 'string' ? typed : '',
    };
    // Empty the live region first, so that the same verdict twice is announced twice.
    setAnswered(null);
    loadLive()
      .then(async (live) => setAnswered({ live, ...(await live.answerQuiz(face, answer)) }))
      .catch(() => setAnswered(FAILED));
  };

  return (
    <section data-block="quiz" css={box}>
      <form onSubmit={submit} onFocus={prefetch} onPointerEnter={prefetch} noValidate>
        <fieldset>
          <legend>
            <span>Quick check</span>
            {paragraphs(face.question).map((p, i) => (
              <span key={i}>
                <Inline text={p} />
              </span>
            ))}
          </legend>
          {face.code !== undefined && <CodeView code={face.code} language="c" />}
          {face.program !== undefined && <CodeView code={face.program} language="c" input={face.input} />}
          {face.options ? (
            face.options.map((option, i) => (
              <label key={i}>
                <input type={face.multiple ? 'checkbox' : 'radio'} name="choice" value={i} />
                <OptionLabel option={option} />
              </label>
            ))
          ) : face.kind === 'output' ? (
            <>
              <label htmlFor={id}>What the program prints</label>
              <textarea id={id} name="answer" rows={4} spellCheck={false} aria-describedby={`${id}h`} />
              <p id={`${id}h`}>Spaces at the end of a line, and blank lines at the end, do not count.</p>
            </>
          ) : (
            <>
              <label htmlFor={id}>Your answer</label>
              <input id={id} name="answer" type="text" autoComplete="off" spellCheck={false} />
            </>
          )}
        </fieldset>
        <button type="submit" css={check}>
          Check
        </button>
        <div role="status">
          {answered === FAILED ? (
            <p>{FAILED}</p>
          ) : (
            answered && <answered.live.Verdict result={answered.result} />
          )}
        </div>
        {answered && answered !== FAILED && (
          <answered.live.Details face={face} {...answered} onRetry={() => setAnswered(null)} />
        )}
      </form>
    </section>
  );
}
