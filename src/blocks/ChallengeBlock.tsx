import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { colors, phone } from '../theme/tokens.ts';
import { CodeView } from '../code/CodeView.tsx';
import { ioCards, ioTable } from '../theme/ioTable.ts';
import { Paragraphs } from '../inline/Inline.tsx';
import { plainText } from '../inline/parse.ts';
import { caughtLine, caughtOf } from '../mutation/note.ts';
import { ChallengeTry } from '../runner/ui/ChallengeTry.tsx';
import { canAttempt, commandLine } from '../site/programs.ts';
import { examplesOf } from '../site/examples.ts';
import { usePrinting } from '../print/usePrinting.ts';
import { surface } from '../theme/surface.ts';
import { Title } from './Title.tsx';
import type { BlockProps } from './types.ts';
import { useSolution } from './useSolution.ts';
import type { ServedChallenge } from '../site/challengeServe.ts';

const box = css`
  ${surface};
  border-left: 5px solid ${colors.primary};
`;
const badge = css`
  display: inline-block;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${colors.primaryDark};
  background: ${colors.primarySoft};
  border-radius: 999px;
  padding: 0.1rem 0.6rem;
  margin-bottom: 0.4rem;
`;
/** The solution is a quieter, deliberate step after trying: a plain button under a rule, not the primary one. */
const solutionArea = css`
  margin-top: 1.25rem;
  padding-top: 0.75rem;
  border-top: 1px dashed ${colors.border};
  p {
    margin: 0 0 0.4rem;
    font-size: 0.9rem;
    color: ${colors.muted};
  }
`;
const toggle = css`
  font: inherit;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${colors.primaryDark};
  background: transparent;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  padding: 0.4rem 0.9rem;
  cursor: pointer;
  min-height: 44px;
  &:hover {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
`;
const proof = css`
  margin: 0.25rem 0 0.75rem;
  font-size: 0.9rem;
  color: ${colors.muted};
`;
const examplesBox = css`
  overflow-x: auto;
`;
const examples = css`
  ${ioTable};
  font-size: 0.9rem;
  margin: 0.5rem 0;
  ${phone} {
    ${ioCards};
  }
`;

/** A practice challenge; its solution stays collapsed until the student opens it. */
export function ChallengeBlock({ block, titleLevel }: BlockProps<'challenge'>) {
  const [open, setOpen] = useState(false);
  // A printed lesson shows its solutions (the button that opens them is not printed).
  const shown = usePrinting() || open;
  const { state: answer, retry } = useSolution(block, shown);
  const solutionId = useId();
  const hideLabel = block.solutionLabel.replace(/^(Show|View)/, 'Hide');
  const tryable = canAttempt(block);
  const caught = caughtOf(block);
  // The build serves only the examples (the larger tests load when an attempt is checked).
  const { shown: examplesShown, larger: notShown } = examplesOf(block.tests ?? []);
  const larger = notShown + ((block as ServedChallenge).moreTests ?? 0);
  const withArgs = examplesShown.some((t) => t.args);
  return (
    <section css={box} data-block="challenge">
      <span css={badge}>Practice challenge</span>
      <Title text={block.title} level={titleLevel} />
      <Paragraphs text={block.prompt} />
      {examplesShown.length > 0 && (
        <div
          css={examplesBox}
          role="region"
          aria-label={`Examples for ${plainText(block.title)}`}
          tabIndex={0}
        >
          <table css={examples}>
            <caption className="visually-hidden">Examples</caption>
            <thead>
              <tr>
                {withArgs && <th scope="col">Command line</th>}
                <th scope="col">Example input</th>
                <th scope="col">Expected output</th>
              </tr>
            </thead>
            <tbody>
              {examplesShown.map((t, i) => (
                <tr key={i}>
                  {withArgs && (
                    <td data-label="Command line">
                      <pre>{commandLine('main', t.args) ?? './main'}</pre>
                    </td>
                  )}
                  <td data-label="Example input">
                    <pre>{t.input === '' ? '(none)' : t.input}</pre>
                  </td>
                  <td data-label="Expected output">
                    <pre>{t.output}</pre>
                    {t.status !== undefined && t.status !== 0 && <p>(exit status {t.status})</p>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {larger > 0 && (
            <p css={proof} data-larger="">
              And {larger} larger {larger === 1 ? 'test' : 'tests'}, not shown here: an attempt must pass{' '}
              {larger === 1 ? 'it' : 'them'} too.
            </p>
          )}
        </div>
      )}
      {block.tests && block.tests.length > 0 && caught && (
        <p css={proof} data-caught="">
          {caughtLine(caught)}
        </p>
      )}
      {block.starter && <CodeView code={block.starter} language="c" title="Starter code" />}
      {tryable && <ChallengeTry block={block} level={(titleLevel + 1) as 3 | 4 | 5} />}
      {(block.solution !== undefined || block.solutionFiles) && (
        <div css={solutionArea}>
          {tryable && <p>Stuck after trying? The solution is one way to do it.</p>}
          <button
            type="button"
            css={toggle}
            aria-expanded={open}
            aria-controls={solutionId}
            onClick={() => {
              retry();
              setOpen((o) => !o);
            }}
          >
            {open ? hideLabel : block.solutionLabel}
          </button>
          <div id={solutionId} hidden={!shown}>
            {shown && answer.status === 'loading' && <p role="status">Loading the solution…</p>}
            {shown && answer.status === 'failed' && (
              <p role="alert">The solution could not be loaded. Check your connection, then open it again.</p>
            )}
            {shown &&
              answer.status === 'ready' &&
              (answer.solution.solutionFiles ? (
                answer.solution.solutionFiles.map((f) => (
                  <CodeView key={f.name} code={f.code} language="c" title={`Solution: ${f.name}`} />
                ))
              ) : (
                <CodeView code={answer.solution.solution ?? ''} language="c" title="Solution" />
              ))}
          </div>
        </div>
      )}
    </section>
  );
}
