import { css } from '@emotion/react';
import { Suspense, useRef, useState } from 'react';
import { colors } from '../../theme/tokens.ts';
import { attemptProgram } from '../../site/programs.ts';
import type { ChallengeBlock } from '../../schema/index.ts';
import { sentence, summarise } from '../judge.ts';
import type { Diagnostic } from '../protocol.ts';
import type { EditorHandle } from './CodeEditor.tsx';
import { RunBar } from './RunBar.tsx';
import { Footnote, RunStatus, statusText } from './RunResults.tsx';
import { LazyCodeEditor } from './SampleRunner.tsx';
import * as s from './styles.ts';
import { useRunner } from './useRunner.ts';

export interface ChallengeRunnerProps {
  /** The challenge: its title, starter code and test cases. */
  block: ChallengeBlock;
  /** The level of the "Your attempt" heading: one below the challenge's title. */
  level: 3 | 4 | 5;
}

/** Where an attempt starts when the challenge gives no starter code. */
export const TEMPLATE = '#include <stdio.h>\n\nint main(void) {\n    \n    return 0;\n}\n';

const frame = css`
  margin: 1rem 0 0.5rem;
  border-radius: 10px;
  overflow: hidden;
  border: 1px solid #334155;
  background: ${colors.codeBg};
`;
const heading = css`
  margin: 1rem 0 0.25rem;
  font-size: 1rem;
`;

/** Write an attempt at a challenge and check it against every test case, as the solution is checked. */
export function ChallengeRunner({ block, level }: ChallengeRunnerProps) {
  const { title } = block;
  const Heading = `h${level}` as const;
  const initial = block.starter ?? TEMPLATE;
  const [code, setCode] = useState(initial);
  const { view, cycles, checkAll, stop, reset } = useRunner();
  const editor = useRef<EditorHandle | null>(null);
  const busy = view.phase !== 'idle';
  const tests = block.tests ?? [];
  const program = attemptProgram(block, code);

  const goTo = (d: Diagnostic) => editor.current?.goTo(d.line ?? 1, d.column);
  const done = view.checks ?? [];
  const status =
    view.compile?.ok && view.phase === 'running'
      ? `Checking… ${done.length} of ${tests.length} tests run.`
      : view.compile?.ok && done.length === tests.length && !view.stopped
        ? summarise(done)
        : view.compile?.ok && view.phase === 'idle' && done.length < tests.length
          ? `Stopped after ${done.length} of ${tests.length} tests.`
          : statusText(view);

  return (
    <div data-challenge-runner="">
      <Heading css={heading}>Your attempt</Heading>
      <div css={frame}>
        <Suspense fallback={<pre css={[s.streamBox, { borderRadius: 0, minHeight: '8rem' }]}>{code}</pre>}>
          <LazyCodeEditor
            value={code}
            onChange={setCode}
            label={`Code editor for your attempt at ${title}`}
            diagnostics={(view.compile?.diagnostics ?? []).filter((d) =>
              program.files.some((f) => f.name === d.file),
            )}
            autoFocus
            handle={(h) => (editor.current = h)}
          />
        </Suspense>
        <RunBar
          label={`your attempt at ${title}`}
          runText="Check"
          running={busy}
          onRun={() => void checkAll(program)}
          onStop={stop}
          onReset={() => {
            reset();
            setCode(initial);
          }}
        />
        <div css={s.panel} data-run-state={view.phase} data-cycles={cycles}>
          <RunStatus view={view} status={status} onSelect={goTo} />
          <Footnote compiler={view.compile?.compiler} />
        </div>
      </div>
      {done.length > 0 && (
        <table css={s.results} data-results="">
          <caption className="visually-hidden">Test results for {title}</caption>
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Result</th>
              <th scope="col">Expected output</th>
              <th scope="col">Your output</th>
            </tr>
          </thead>
          <tbody>
            {done.map((r, i) => (
              <tr key={i} data-pass={r.pass}>
                <th scope="row">
                  {tests[i]!.name ?? `Test ${i + 1}`}
                  <pre>
                    <small>Input: {tests[i]!.input === '' ? '(none)' : tests[i]!.input}</small>
                  </pre>
                </th>
                <td>
                  <span css={r.pass ? s.pass : s.fail}>{r.pass ? '✓ Pass' : '✗ Fail'}</span>
                  {r.reason && <div>{sentence(r.reason)}</div>}
                </td>
                <td>
                  <pre>{tests[i]!.output}</pre>
                </td>
                <td>
                  <pre>{r.stdout}</pre>
                  {r.stderr && <pre css={{ color: '#b91c1c' }}>{r.stderr}</pre>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
