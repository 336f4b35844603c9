import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { ParsonsFace } from '../content/parsons.ts';
import { loadProgress } from '../progress/load.ts';
import { CannotRun } from '../runner/ui/CannotRun.tsx';
import { canRunC } from '../runner/ui/capable.ts';
import { CheckResults, checkStatus } from '../runner/ui/CheckResults.tsx';
import { RunBar } from '../runner/ui/RunBar.tsx';
import { Footnote, RunStatus, StatusLine } from '../runner/ui/RunResults.tsx';
import { reveal } from '../runner/ui/reveal.ts';
import type { StatusParts } from '../runner/ui/status.ts';
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
}: {
  face: ParsonsFace;
  /** The arranged program, indented (src/content/parsons.ts). */
  source: string;
  /** How many lines the program has: none, and there is nothing to check. */
  lines: number;
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
  // The results stay while the arrangement is the one checked; a change makes them stale.
  const current = checked === source;
  const passedAll =
    view.phase === 'idle' && !view.stopped && done.length === tests.length && done.every((r) => r.pass);
  useEffect(() => {
    if (cycles > 0) reveal(view.compile && !view.compile.ok ? panelArea.current : resultsArea.current);
    // Only when a check ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cycles]);
  useEffect(() => {
    if (passedAll && current)
      void loadProgress().then((m) => m.recordPassed(m.parsonsKey(route, title), route, title));
  }, [passedAll, current, route, title]);

  const status: StatusParts =
    lines === 0 && view.phase === 'idle' && !view.compile
      ? { tone: 'neutral', head: '', tail: 'Add lines to your program, then check it.' }
      : checkStatus(view, tests.length);

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
      <CheckResults title={title} tests={tests} view={view} areaRef={resultsArea} />
    </div>
  );
}
