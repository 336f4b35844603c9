import { css } from '@emotion/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { colors } from '../../theme/tokens.ts';
import { attemptProgram } from '../../site/programs.ts';
import type { ChallengeBlock } from '../../schema/index.ts';
import type { Diagnostic } from '../protocol.ts';
import type { EditorHandle } from './CodeEditor.tsx';
import { RunBar } from './RunBar.tsx';
import { Footnote, RunStatus, StatusLine } from './RunResults.tsx';
import { LazyCodeEditor } from './SampleRunner.tsx';
import { reveal } from './reveal.ts';
import { CheckResults, checkStatus } from './CheckResults.tsx';
import { FailedTestHelp } from './FailedTestHelp.tsx';
import type { ServedChallenge } from '../../site/challengeServe.ts';
import { canRunC } from './capable.ts';
import { CannotRun } from './CannotRun.tsx';
import * as s from './styles.ts';
import { useRunner } from './useRunner.ts';
import { loadProgress } from '../../progress/load.ts';
import { SavedNote, useSavedFiles } from '../../progress/useSavedFiles.tsx';
import type { challengeKey } from '../../progress/keys.ts';
import { ShareControl, SharedNote, useSharedFiles } from './Share.tsx';
import { StepThrough } from './StepThrough.tsx';

/** One test case of a challenge: its name, input and the output it must print. */
export type ChallengeCase = NonNullable<ChallengeBlock['tests']>[number];

export interface ChallengeRunnerProps {
  /** The challenge: its title, starter code and test cases. */
  block: ChallengeBlock;
  /** The lesson's route: with the title, where the attempt is kept. */
  route: string;
  /** Opened by itself to show an attempt saved earlier (then it does not take the focus). */
  restore?: boolean;
  /** The level of the "Your attempt" heading: one below the challenge's title. */
  level: 3 | 4 | 5;
}

/** Where an attempt starts when the challenge gives no starter code. */
export const TEMPLATE = '#include <stdio.h>\n\nint main(void) {\n    \n    return 0;\n}\n';

const frame = css`
  margin: 1rem 0 0.5rem;
  border-radius: 10px;
  overflow: hidden;
  border: 1px solid ${colors.codeBorder};
  background: ${colors.codeBg};
  --focus-ring: ${colors.focusOnDark};
`;
const heading = css`
  margin: 1rem 0 0.25rem;
  font-size: 1rem;
`;

/** Write an attempt at a challenge and check it against every test case, as the solution is checked. */
export function ChallengeRunner({ block, level, route, restore }: ChallengeRunnerProps) {
  const { title } = block;
  const Heading = `h${level}` as const;
  const initial = block.starter ?? TEMPLATE;
  const keyOf = (m: { challengeKey: typeof challengeKey }) => m.challengeKey(route, title);
  const [saved, setSaved, saveState] = useSavedFiles(keyOf, route, [initial]);
  // An attempt opened from a share link shows over the student's own until they keep it or not.
  const share = useSharedFiles(keyOf, saved, setSaved);
  const [[code = initial], setFiles] = [share.files, share.setFiles];
  const setCode = (next: string) => setFiles([next]);
  const { view, cycles, checkAll, stop, reset } = useRunner();
  const [runnable] = useState(canRunC);
  const editor = useRef<EditorHandle | null>(null);
  const resultsArea = useRef<HTMLDivElement>(null);
  const panelArea = useRef<HTMLDivElement>(null);
  const busy = view.phase !== 'idle';
  const tests = block.tests ?? [];
  const program = attemptProgram(block, code);

  // When a check ends, its verdicts come into view (or the compiler's messages).
  useEffect(() => {
    if (cycles > 0) reveal(view.compile && !view.compile.ok ? panelArea.current : resultsArea.current);
    // Only when a check ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cycles]);

  const goTo = (d: Diagnostic) => editor.current?.goTo(d.line ?? 1, d.column);
  const done = view.checks ?? [];
  const firstFailing = done.findIndex((r) => !r.pass);
  const served = block as ServedChallenge;
  // A check that ran every test case and passed them all is kept as the challenge passed.
  const passedAll =
    view.phase === 'idle' &&
    !view.stopped &&
    tests.length > 0 &&
    done.length === tests.length &&
    done.every((r) => r.pass);
  useEffect(() => {
    if (passedAll)
      void loadProgress().then((m) => m.recordPassed(m.challengeKey(route, title), route, title));
  }, [passedAll, route, title]);
  const status = checkStatus(view, tests.length);
  // Stepping through the attempt runs it on the first failing test's input (else the first test's).
  const stepCase = firstFailing >= 0 ? firstFailing : 0;
  const stepRun = program.runs[stepCase];

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
            autoFocus={!restore}
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
            // Shared code is put away; the student's own attempt is theirs to reset once it shows.
            if (share.shared) share.dismiss();
            else setCode(initial);
          }}
          status={<StatusLine status={status} />}
        />
        <div css={s.panel} data-run-state={view.phase} data-cycles={cycles} ref={panelArea}>
          {share.shared || share.problem ? (
            <SharedNote share={share} own={saved[0] !== initial ? 'saved' : 'lesson'} />
          ) : (
            <SavedNote state={saveState} />
          )}
          {code !== initial && (
            <ShareControl keyOf={keyOf} files={[code]} label={`your attempt at ${title}`} />
          )}
          {!runnable && <CannotRun kind="challenge" />}
          <RunStatus view={view} onSelect={goTo} />
          {runnable && stepRun && !busy && (
            <StepThrough
              key={stepCase}
              label={`your attempt at ${title}`}
              files={program.files}
              input={{
                stdin: stepRun.input,
                files: {},
                name: program.name,
                ...(stepRun.args ? { args: stepRun.args } : {}),
              }}
              note={`with the input of ${stepRun.name}${firstFailing >= 0 ? ', the first that fails' : ''}`}
            />
          )}
          <Footnote compiler={view.compile?.compiler} />
        </div>
      </div>
      <CheckResults title={title} tests={tests} view={view} areaRef={resultsArea} />
      {firstFailing >= 0 && view.phase === 'idle' && served.extrasId && (
        <FailedTestHelp
          key={`${cycles}-${firstFailing}`}
          extrasId={served.extrasId}
          index={firstFailing}
          name={tests[firstFailing]?.name ?? `Test ${firstFailing + 1}`}
        />
      )}
    </div>
  );
}
