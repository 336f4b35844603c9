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
import type { QuizAnswer } from './grade.ts';

// The questions' loaders travel with the renderer, not in the first load (src/quiz/QuizSlot.tsx).
export { loadFaces } from './faces.ts';
// So do the Review page's content and the top bar's count of questions due (src/quiz/ReviewPage.tsx, reviewCount.ts).
export { ReviewPage } from './ReviewPage.tsx';
export { mountDueCount } from './reviewCount.ts';
/** The renderer, under the name the slot loads it by (src/base/deferredSlot.tsx). */
export { QuizBlock as Block };

// Object styles: this style ships with every page, and the minifier keeps objects compact.
// The controls are drawn, not the browser's (grey in the dark theme): a ring that fills when chosen
// (round for one answer, square for several), and fields in the theme's colours.
const box = css(surface, {
  borderLeft: `5px solid ${colors.tip}`,
  // min-width: a fieldset otherwise grows to its widest child, and a code line would widen the page.
  fieldset: { border: 0, padding: 0, minWidth: 0 },
  'legend>span': { display: 'block', marginBottom: '.4rem' },
  'legend>span:first-of-type': { fontWeight: 700, color: colors.tip },
  // The whole label is the radio's target: 44 px high, for a finger.
  label: { display: 'flex', alignItems: 'center', gap: '.6rem', padding: '.3rem .5rem', minHeight: '44px' },
  'label:has(:checked)': { background: colors.primarySoft, borderRadius: '8px' },
  'label code': { whiteSpace: 'pre-wrap' },
  'input[type=radio],input[type=checkbox]': {
    appearance: 'none',
    flex: 'none',
    width: '1.25rem',
    height: '1.25rem',
    margin: 0,
    border: `2px solid ${colors.muted}`,
    borderRadius: '50%',
    background: colors.surface,
    cursor: 'pointer',
  },
  'input[type=checkbox]': { borderRadius: '4px' },
  'input:checked': {
    borderColor: colors.primary,
    background: colors.primary,
    boxShadow: `inset 0 0 0 3px ${colors.surface}`,
  },
  'textarea,input[type=text]': {
    width: '100%',
    minHeight: '44px',
    font: '1rem monospace',
    padding: '.4rem .6rem',
    color: colors.text,
    background: colors.page,
    border: `1px solid ${colors.muted}`,
    borderRadius: '8px',
  },
  '[data-mark]': { marginLeft: 'auto', fontWeight: 700, whiteSpace: 'nowrap', color: colors.success },
  '[data-mark=wrong]': { color: colors.danger },
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
  /** What was checked: its options or text are marked right or wrong in place until changed. */
  const [checked, setChecked] = useState<QuizAnswer | null>(null);
  const prefetch = () => void loadLive().catch(() => undefined);
  const graded = answered && answered !== FAILED && answered.result.status !== 'empty' ? answered : null;
  /** The mark beside a chosen option (`i`), or beside the typed answer. */
  const mark = (i?: number) => {
    if (!graded || !checked) return null;
    if (i !== undefined && !checked.choices.includes(i)) return null;
    const right =
      i === undefined ? graded.result.status === 'right' : !!graded.answerKey.correct?.includes(i);
    return (
      <span data-mark={right ? 'right' : 'wrong'}>
        <span aria-hidden="true">{right ? '✓' : '✗'}</span> {right ? 'Right' : 'Wrong'}
      </span>
    );
  };

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
    setChecked(answer);
    loadLive()
      .then(async (live) => setAnswered({ live, ...(await live.answerQuiz(face, answer)) }))
      .catch(() => setAnswered(FAILED));
  };

  return (
    <section data-block="quiz" css={box}>
      <form
        onSubmit={submit}
        // A changed answer is a new attempt: the verdict and marks of the last one go.
        onChange={() => answered && setAnswered(null)}
        onFocus={prefetch}
        onPointerEnter={prefetch}
        noValidate
      >
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
                {mark(i)}
              </label>
            ))
          ) : face.kind === 'output' ? (
            <>
              <label htmlFor={id}>What the program prints</label>
              <textarea id={id} name="answer" rows={4} spellCheck={false} aria-describedby={`${id}h`} />
              <p id={`${id}h`}>Spaces at the end of a line, and blank lines at the end, do not count.</p>
              {mark()}
            </>
          ) : (
            <>
              <label htmlFor={id}>Your answer</label>
              <input id={id} name="answer" type="text" autoComplete="off" spellCheck={false} />
              {mark()}
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
        {answered && answered !== FAILED && <answered.live.Details face={face} {...answered} />}
      </form>
    </section>
  );
}
