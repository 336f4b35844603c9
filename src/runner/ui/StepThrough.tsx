import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Terminal } from './Terminal.tsx';
import type { RunView } from './useRunner.ts';
import type { CodeBlock } from '../../schema/index.ts';
import { colors, TOP_BAR_HEIGHT } from '../../theme/tokens.ts';
import { TRACE_VERSION } from '../../trace/format.ts';
import type { Trace } from '../../trace/schema.ts';
import { runner } from '../client/client.ts';
import type { RunInput, SourceFile, Stream } from '../protocol.ts';
import { MAX_STEPS, type Fault } from '../recording.ts';
import { seconds, TIME_LIMIT_MS } from '../limits.ts';
import { plainButton } from './barStyles.ts';

type StepperView = ComponentType<{ block: CodeBlock; trace: Trace; onClose: () => void; start?: number }>;

/** The stepper that draws lesson traces draws a recording too: it loads on the first Step through. */
const loadStepper = () => import('../../trace/ui/stepperChunk.tsx');

/** The program's files as the stepper reads a sample's (it shows the file each step is in). */
const asBlock = (files: readonly SourceFile[]) =>
  ({ type: 'code', language: 'c', files: files.map((f) => ({ name: f.name, code: f.code })) }) as CodeBlock;

type State =
  | { kind: 'idle' }
  | { kind: 'recording' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'open';
      Stepper: StepperView;
      trace: Trace;
      block: CodeBlock;
      notes: string[];
      fault: Fault | undefined;
      /** The step the stepper opens at (a jump to a heap error's cause opens it again there). */
      start: number;
      /**
       * How many jumps so far: the stepper's key, so that every jump opens it afresh, even a second
       * jump to the same step after the student has stepped on from it (a key of `start` would not change).
       */
      jumps: number;
    };

/** Why a recording ended before the program did, in words for the student (empty when it ran to its end). */
function endNotes(outcome: Awaited<ReturnType<typeof runner.execute>>): string[] {
  const notes: string[] = [];
  if (outcome.recording?.limited)
    notes.push(
      `The program ran more than ${MAX_STEPS.toLocaleString('en')} steps, so the recording stopped there: these are the steps it recorded.`,
    );
  if (outcome.timedOut)
    notes.push(
      `The program ran for more than ${seconds(TIME_LIMIT_MS)}, so the recording stopped there: these are the steps it recorded.`,
    );
  if (outcome.stopped)
    notes.push('You stopped the program, so the recording stopped there: these are the steps it recorded.');
  if (outcome.crash && !outcome.recording?.limited)
    notes.push(`The program stopped at its last step: ${outcome.crash.message}`);
  return notes;
}

/** From a heap error back to its cause: the steps that show the block allocated and first freed. */
function Cause({ fault, go }: { fault: Fault | undefined; go: (step: number) => void }) {
  if (fault?.kind !== 'heap' || (fault.allocStep === undefined && fault.freeStep === undefined)) return null;
  return (
    <p css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0 0 0.5rem' }}>
      {fault.allocStep !== undefined && (
        <button type="button" css={plainButton} onClick={() => go(fault.allocStep!)}>
          Back to where it was allocated (line {fault.allocLine})
        </button>
      )}
      {fault.freeStep !== undefined && (
        <button type="button" css={plainButton} onClick={() => go(fault.freeStep!)}>
          Back to where it was freed (line {fault.freeLine})
        </button>
      )}
    </p>
  );
}

/**
 * The stepper on the page's own colours, as under a traced sample: its labels (the file's name, the
 * step count) are drawn for that background, and fail contrast on the run panel's dark one.
 */
const card = {
  background: colors.surface,
  color: colors.text,
  borderRadius: 8,
  padding: '0.6rem 0.75rem 0.75rem',
};

/**
 * The stepper opens below the editor, where Step through was: on a phone that is at the foot of the
 * screen, with its controls and what it says below it. Scroll its top to the top of the window then
 * (or when it starts above, under the top bar); where it is all in view already, nothing moves.
 */
function bringIntoView(section: HTMLElement) {
  const said = section.querySelector('[data-trace-description]') ?? section;
  if (
    section.getBoundingClientRect().top < TOP_BAR_HEIGHT ||
    said.getBoundingClientRect().bottom > innerHeight
  )
    section.scrollIntoView({ block: 'start' });
}

/** What the live terminal of a recording shows: the program's output and the student's typing, in order. */
type Typing = Pick<RunView, 'transcript' | 'waiting'>;

/**
 * "Step through" under a runnable sample: records the program as it is now in the editor (compiled
 * with the same clang and checks as a Run, plus the recorder's hooks: src/runner/record/) and
 * opens the lesson stepper on the recording, in the run panel. Close gives the focus back. With
 * `live` (a browser whose Run has a live terminal), the recording reads what the student types in a
 * terminal while it runs, as a Run does; otherwise it reads the Standard input field's text.
 */
export function StepThrough({
  label,
  files,
  input,
  live = false,
  note,
}: {
  label: string;
  files: readonly SourceFile[];
  input: Omit<RunInput, 'stdin'> & { stdin: string };
  live?: boolean;
  /** Beside the button: what the recording will read, when that is not the panel's own input. */
  note?: string | undefined;
}) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [typing, setTyping] = useState<Typing>({});
  const send = useRef<((line: string | null) => void) | null>(null);
  const stopping = useRef<AbortController | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const shown = useRef<HTMLElement>(null);
  useEffect(() => {
    if (wasOpen.current && state.kind === 'idle') button.current?.focus();
    if (!wasOpen.current && state.kind === 'open' && shown.current) bringIntoView(shown.current);
    wasOpen.current = state.kind === 'open';
  }, [state.kind]);

  const start = async () => {
    if (state.kind === 'recording') return;
    setState({ kind: 'recording' });
    try {
      const [compiled, stepper] = await Promise.all([
        runner.compile([...files], { record: true }),
        loadStepper(),
      ]);
      if (!compiled.ok || !compiled.wasm || !compiled.plan)
        return setState({
          kind: 'failed',
          message: compiled.ok
            ? compiled.log
            : 'The program does not compile, so it cannot be stepped through: press Run to see the compiler’s messages.',
        });
      const stop = new AbortController();
      stopping.current = stop;
      setTyping({ transcript: [] });
      const outcome = await runner
        .execute(compiled.wasm, live ? { ...input, stdin: { live: true } } : input, {
          plan: compiled.plan,
          signal: stop.signal,
          ...(live && {
            onOutput: (stream: Stream, text: string) =>
              setTyping((t) => ({ ...t, transcript: [...(t.transcript ?? []), { stream, text }] })),
            onWaiting: () => setTyping((t) => ({ ...t, waiting: true })),
            connect: (to: (line: string | null) => void) => (send.current = to),
          }),
        })
        .finally(() => {
          send.current = null;
          stopping.current = null;
        });
      const recording = outcome.recording;
      // Stopped while it ran (not at a prompt), the program's worker was ended with its steps.
      if (outcome.stopped && !recording?.steps.length)
        return setState({
          kind: 'failed',
          message:
            'You stopped the program while it ran, so the recording was not kept: press Step through to record it again.',
        });
      if (!recording || recording.steps.length === 0)
        return setState({
          kind: 'failed',
          message: 'The program stopped before its first step, so there is nothing to step through.',
        });
      const trace: Trace = {
        version: TRACE_VERSION,
        key: '00000000',
        sample: label,
        output: recording.output,
        ...(recording.input ? { input: recording.input } : {}),
        steps: recording.steps,
      };
      setState({
        kind: 'open',
        Stepper: stepper.Stepper,
        trace,
        block: asBlock(files),
        notes: endNotes(outcome),
        fault: recording.fault,
        start: 0,
        jumps: 0,
      });
    } catch (error) {
      setState({
        kind: 'failed',
        message: `The program could not be recorded (${error instanceof Error ? error.message : String(error)}).`,
      });
    }
  };

  if (state.kind === 'open')
    return (
      <section
        aria-label={`Memory of ${label}, as you wrote it`}
        data-trace="recording"
        ref={shown}
        css={{ scrollMarginTop: TOP_BAR_HEIGHT + 8 }}
      >
        {state.notes.map((note) => (
          <p key={note} role="status" css={{ margin: '0 0 0.5rem' }} data-recording-note="">
            {note}
          </p>
        ))}
        <Cause fault={state.fault} go={(start) => setState({ ...state, start, jumps: state.jumps + 1 })} />
        <div css={card}>
          <state.Stepper
            key={state.jumps}
            start={state.start}
            block={state.block}
            trace={state.trace}
            onClose={() => setState({ kind: 'idle' })}
          />
        </div>
      </section>
    );
  /** A typed line (or end of input) to the program being recorded, echoed in its terminal. */
  const type = (line: string | null) => {
    if (!send.current) return;
    setTyping((t) => ({
      waiting: false,
      transcript: [...(t.transcript ?? []), { stream: 'stdin', text: line ?? '^D\n' }],
    }));
    send.current(line);
  };
  return (
    <div css={{ margin: '0.5rem 0' }}>
      <button
        type="button"
        ref={button}
        css={plainButton}
        aria-label={`Step through ${label}`}
        aria-disabled={state.kind === 'recording' || undefined}
        onClick={() => void start()}
        onPointerEnter={() => void loadStepper().catch(() => undefined)}
      >
        {state.kind === 'recording' ? 'Recording…' : 'Step through'}
      </button>
      {note && <span css={{ marginLeft: '0.5rem', fontSize: '0.85rem' }}>{note}</span>}
      {live && state.kind === 'recording' && (typing.transcript?.length || typing.waiting) ? (
        <div data-recording-terminal="">
          <Terminal
            view={{ phase: 'running', ...typing }}
            label={label}
            onLine={type}
            onEnd={() => type(null)}
            onInterrupt={() => stopping.current?.abort()}
          />
        </div>
      ) : null}
      {state.kind === 'failed' && (
        <p role="alert" css={{ color: colors.danger, margin: '0.5rem 0 0' }}>
          {state.message}
        </p>
      )}
    </div>
  );
}
