import type { Ref } from 'react';
import type { ChallengeCase } from './ChallengeRunner.tsx';
import { CaseRow } from './CaseRow.tsx';
import { summarise } from '../judge.ts';
import { statusParts, type StatusParts } from './status.ts';
import * as s from './styles.ts';
import type { RunView } from './useRunner.ts';

/**
 * The status line of a check of every test case, as a challenge's attempt and a Parsons problem
 * show it: how many tests ran while checking, how many pass once done, where it was stopped.
 */
export function checkStatus(view: RunView, tests: number): StatusParts {
  const done = view.checks ?? [];
  const passed = done.filter((r) => r.pass).length;
  if (view.compile?.ok && view.phase === 'running')
    return { tone: 'busy', head: 'Checking…', tail: ` ${done.length} of ${tests} tests run.` };
  if (view.compile?.ok && done.length === tests && !view.stopped)
    return { tone: passed === tests ? 'ok' : 'error', head: summarise(done).replace(/\.$/, ''), tail: '.' };
  if (view.compile?.ok && view.phase === 'idle' && done.length < tests)
    return { tone: 'neutral', head: `Stopped after ${done.length} of ${tests} tests`, tail: '.' };
  return statusParts(view);
}

/** The results of a check, one row a test case; focusable and named, as it scrolls sideways when an output is wide. */
export function CheckResults({
  title,
  tests,
  view,
  areaRef,
}: {
  title: string;
  tests: readonly ChallengeCase[];
  view: RunView;
  areaRef?: Ref<HTMLDivElement>;
}) {
  const done = view.checks ?? [];
  if (done.length === 0) return null;
  return (
    <div css={s.resultsBox} ref={areaRef} role="region" aria-label={`Test results for ${title}`} tabIndex={0}>
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
  );
}
