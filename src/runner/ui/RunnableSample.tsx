import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { loadProgress } from '../../progress/load.ts';
import { CodeView } from '../../code/CodeView.tsx';
import { colors } from '../../theme/tokens.ts';
import { bar, plainButton, primaryButton } from './barStyles.ts';
import { RunIcon } from './icons.tsx';
import type { SampleAction, SampleProps } from './types.ts';
import { prefetchSample, warmCompiler } from './prefetch.ts';
import { commandLine } from '../../site/programs.ts';

type Runner = ComponentType<SampleProps & { route: string; initialAction: SampleAction }>;

/** Run and Edit as the page first shows them: pressing either loads the runner. */
function StaticRunBar(props: {
  label: string;
  waiting: SampleAction | null;
  start: (action: SampleAction) => void;
  prefetch: () => void;
}) {
  const { label, waiting, start, prefetch } = props;
  return (
    <div css={bar} data-runbar="">
      {(['run', 'edit'] as const).map((action) => (
        <button
          key={action}
          type="button"
          css={action === 'run' ? primaryButton : plainButton}
          aria-label={`${action === 'run' ? 'Run' : 'Edit'} ${label}`}
          aria-disabled={waiting !== null || undefined}
          onClick={() => waiting === null && start(action)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          {action === 'run' && <RunIcon />}
          {waiting === action ? 'Loading…' : action === 'run' ? 'Run' : 'Edit'}
        </button>
      ))}
    </div>
  );
}

/** The runner's code (editor, workers, output panel) arrives only when a student asks for it. */
const loadRunner = () => import('./SampleRunner.tsx');

/**
 * A complete C sample with Run and Edit. Renders the static panels; the first click loads the
 * interactive runner, which takes over with the same panels.
 */
export function RunnableSample(props: SampleProps) {
  const [Runner, setRunner] = useState<Runner | null>(null);
  const [waiting, setWaiting] = useState<SampleAction | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  const start = (action: SampleAction) => {
    if (action === 'edit') warmCompiler();
    asked.current = true;
    setWaiting(action);
    setFailed(false);
    loadRunner().then(
      (m) => setRunner(() => m.SampleRunner),
      () => {
        setWaiting(null);
        setFailed(true);
      },
    );
  };
  const [route] = useLocation();
  useEffect(() => {
    // The student edited this sample on an earlier visit, or a share link holds a program for it: open it in the editor.
    loadProgress().then(
      (m, k = m.sampleKey(route, props.program.files)) =>
        !asked.current && (m.draftOf(k) || m.sharedHere(k)) && start('restore'),
      () => undefined,
    );
    // Once: the saved copy is looked for when the sample is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (Runner && waiting) return <Runner {...props} initialAction={waiting} route={route} />;

  const files = props.program.files;
  const prefetch = () => prefetchSample(files);
  const last = files.length - 1;
  return files.map((file, i) => (
    <CodeView
      key={file.name}
      code={file.code}
      language="c"
      title={props.titles[i]}
      {...(i === last
        ? {
            command: commandLine(props.program.name, props.program.runs[0]?.args),
            input: props.input,
            // A sample to predict keeps its output for after the prediction (SampleRunner).
            output: props.predict ? undefined : props.output,
          }
        : {})}
      footer={
        i === last ? (
          <>
            <StaticRunBar label={props.label} waiting={waiting} start={start} prefetch={prefetch} />
            {failed && (
              <p
                role="alert"
                css={{
                  margin: 0,
                  padding: '0.5rem 1rem',
                  background: colors.outputBg,
                  color: colors.codeError,
                }}
              >
                The runner could not be loaded. Check your connection and try again.
              </p>
            )}
          </>
        ) : undefined
      }
    />
  ));
}
