import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ParsonsFace } from '../content/parsons.ts';
import { loadProgress } from '../progress/load.ts';
import { summarise } from '../runner/judge.ts';
import { CannotRun } from '../runner/ui/CannotRun.tsx';
import { canRunC } from '../runner/ui/capable.ts';
import { CaseRow } from '../runner/ui/CaseRow.tsx';
import { RunBar } from '../runner/ui/RunBar.tsx';
import { Footnote, RunStatus, StatusLine } from '../runner/ui/RunResults.tsx';
import { reveal } from '../runner/ui/reveal.ts';
import { statusParts, type StatusParts } from '../runner/ui/status.ts';
import * as s from '../runner/ui/styles.ts';
import { useRunner } from '../runner/ui/useRunner.ts';
import { attemptProgram } from '../site/programs.ts';
import { CodeView } from '../code/CodeView.tsx';
import { colors } from '../theme/tokens.ts';

const frame = css({
  margin: '1rem 0 .5rem',
  borderRadius: '10px',
  overflow: 'hidden',
  border: `1px solid ${colors.codeBorder}`,
  background: colors.codeBg,
  '--focus-ring': colors.focusOnDark,
});

/**
 * Check: the arranged program compiled and run on the problem's tests by the challenges' runner
 * and judge, with the same results table. A check that passes every test counts in progress as a
 * challenge passed.
 */
export function ParsonsCheck({
  face,
  source,
  lines,
  level,
}: {
  face: ParsonsFace;
  /** The arranged program, indented (src/content/parsons.ts). */
  source: string;
  /** How many lines the program has: none, and there is nothing to check. */
  lines: number;
  level: 'h3' | 'h4';
}) {
  const [route] = useLocation();
  const { view, cycles, checkAll, stop, reset } = useRunner();
  const [runnable] = useState(canRunC);
  const [checked, setChecked] = useState<string | null>(null);
  const resultsArea = useRef<HTMLDivElement>(null);
  const panelArea = useRef<HTMLDivElement>(null);
  const { tests, title } = face;
  const program = attemptProgram({ tests }, source);
  const done = view.checks ?? [];
  const passed = done.filter((r) => r.pass).length;
  // The results stay while the arrangement is the one checked; a change makes them stale.
  const current = checked === source;
  const passedAll =
    view.phase === 'idle' && !view.stopped && done.length === tests.length && passed === tests.length;
  useEffect(() => {
    if (cycles > 0) reveal(view.compile && !view.compile.ok ? panelArea.current : resultsArea.current);
    // Only when a check ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cycles]);
  useEffect(() => {
    if (passedAll && current)
      void loadProgress().then((m) => m.recordPassed(m.parsonsKey(route, title), route, title));
  }, [passedAll, current, route, title]);
  const Heading = level;

  const status: StatusParts =
    view.compile?.ok && view.phase === 'running'
      ? { tone: 'busy', head: 'Checking…', tail: ` ${done.length} of ${tests.length} tests run.` }
      : view.compile?.ok && done.length === tests.length && !view.stopped
        ? {
            tone: passed === tests.length ? 'ok' : 'error',
            head: summarise(done).replace(/\.$/, ''),
            tail: '.',
          }
        : view.compile?.ok && view.phase === 'idle' && done.length < tests.length
          ? { tone: 'neutral', head: `Stopped after ${done.length} of ${tests.length} tests`, tail: '.' }
          : lines === 0 && view.phase === 'idle'
            ? { tone: 'neutral', head: '', tail: 'Add lines to your program, then check it.' }
            : statusParts(view);

  return (
    <div data-parsons-check="">
      <div css={frame}>
        <RunBar
          label={`your program for ${title}`}
          runText="Check"
          running={view.phase !== 'idle'}
          onRun={() => {
            if (lines === 0) return;
            setChecked(source);
            void checkAll(program);
          }}
          onStop={stop}
          onReset={reset}
          status={<StatusLine status={status} />}
        />
        <div css={s.panel} data-run-state={view.phase} data-cycles={cycles} ref={panelArea}>
          {!runnable && <CannotRun kind="challenge" />}
          {checked !== null && !current && view.phase === 'idle' && (
            <p css={s.info}>You changed the program since this check: check it again.</p>
          )}
          <RunStatus view={view} onSelect={() => undefined} />
          <Footnote compiler={view.compile?.compiler} />
        </div>
      </div>
      {checked !== null && view.compile && !view.compile.ok && (
        <CodeView code={checked} language="c" title="The program you checked" />
      )}
      {done.length > 0 && (
        <div
          css={s.resultsBox}
          ref={resultsArea}
          role="region"
          aria-label={`Test results for ${title}`}
          tabIndex={0}
        >
          <Heading className="visually-hidden">Test results</Heading>
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
                <CaseRow key={i} test={tests[i]!} index={i} result={r} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
