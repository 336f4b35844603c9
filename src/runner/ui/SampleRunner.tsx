import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CodeBody, CodeView } from '../../code/CodeView.tsx';
import type { Diagnostic, FileMap, SourceFile } from '../protocol.ts';
import { loadPrecompiled } from '../client/precompiled.ts';
import type { EditorHandle } from './CodeEditor.tsx';
import { RunBar } from './RunBar.tsx';
import { FilesList, Footnote, RunProblems, RunStatus, StatusLine } from './RunResults.tsx';
import { RunOutput } from './RunOutput.tsx';
import { IoBox } from '../../code/IoBox.tsx';
import { commandLine } from '../../site/programs.ts';
import { reveal } from './reveal.ts';
import { statusParts } from './status.ts';
import * as s from './styles.ts';
import type { SampleAction, SampleProps } from './types.ts';
import { Terminal, terminalSupported } from './Terminal.tsx';
import { canRunC } from './capable.ts';
import { CannotRun } from './CannotRun.tsx';
import { SavedNote, useSavedFiles } from '../../progress/useSavedFiles.tsx';
import { loadProgress, loadedProgress } from '../../progress/load.ts';
import type { sampleKey } from '../../progress/keys.ts';
import { PredictForm, PredictionResult } from './Predict.tsx';
import { ShareControl, SharedNote, useSharedFiles } from './Share.tsx';
import { comparePrediction, type PredictionVerdict } from './predict.ts';
import { useTouchDevice } from './touch.ts';
import { useRunner } from './useRunner.ts';
import { warmCompiler } from './prefetch.ts';
import { StepThrough } from './StepThrough.tsx';

/** Fetches a sample's precompiled module ahead of its Run (when the student shows interest). */
export const prefetchProgram = (files: readonly SourceFile[]) => void loadPrecompiled(files);

/** CodeMirror arrives only when the student first edits. */
export const LazyCodeEditor = lazy(() => import('./CodeEditor.tsx').then((m) => ({ default: m.CodeEditor })));

/** A runnable sample once a student has pressed Run or Edit: editor, standard input and output. */
export function SampleRunner({
  program,
  titles,
  label,
  input,
  output,
  predict,
  initialAction,
  route,
}: SampleProps & { route: string; initialAction: SampleAction }) {
  const { files } = program;
  const args = program.runs[0]?.args;
  const command = commandLine(program.name, args);
  const original = files.map((f) => f.code);
  const keyOf = (m: { sampleKey: typeof sampleKey }) => m.sampleKey(route, files);
  const [saved, setSaved, saveState] = useSavedFiles(keyOf, route, original);
  // A program opened from a share link shows over the student's own until they keep it or not.
  const share = useSharedFiles(keyOf, saved, setSaved);
  const [sources, setSources] = [share.files, share.setFiles];
  const [editing, setEditing] = useState(initialAction !== 'run');
  const [stdin, setStdin] = useState(input ?? '');
  const [fsFiles, setFsFiles] = useState<FileMap>({});
  const { view, run: runProgram, stop, reset: resetRunner, sendInput, cycles } = useRunner();
  const touch = useTouchDevice();
  // A sample that declares its input runs with it, as the lesson shows; any other reads the student's
  // typing in a live terminal, where the browser can pause a program for it (see Terminal.tsx).
  const [live] = useState(() => input === undefined && terminalSupported());
  // Without WebAssembly (iOS Lockdown Mode) nothing runs: the panel says so, and shows the lesson's output.
  const [runnable] = useState(canRunC);
  /** The Standard input box of a sample without a terminal, behind its toggle. */
  const [stdinOpen, setStdinOpen] = useState(false);
  const editors = useRef(new Map<string, EditorHandle>());
  /** A message selected before its file's editor existed: shown when the editor mounts. */
  const pendingTarget = useRef<Diagnostic | null>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const outputArea = useRef<HTMLDivElement>(null);
  const panelArea = useRef<HTMLElement>(null);
  const started = useRef(false);
  /** The code and input of the last run, to tell whether the output shown is still the code's. */
  const [ranWith, setRanWith] = useState<{ sources: string[]; stdin: string } | null>(null);
  const stdinId = useId();
  const busy = view.phase !== 'idle';
  /**
   * A sample marked predict: true asks for a prediction before its first Run (on this device: once
   * predicted, or skipped, it runs at once). `predicting` is the question on show; `prediction` is the
   * prediction and how it compares with the run it was made for.
   */
  const [predicted, setPredicted] = useState(() => {
    const progress = loadedProgress();
    return !predict || !!progress?.predicted(progress.sampleKey(route, files));
  });
  const [predicting, setPredicting] = useState(false);
  const [prediction, setPrediction] = useState<{ guess: string; verdict: PredictionVerdict } | null>(null);

  // When a run ends, its result comes into view: the output, or the compiler's messages.
  useEffect(() => {
    if (cycles === 0) return;
    reveal(view.compile && !view.compile.ok ? panelArea.current : outputArea.current);
    // Only when a cycle ends, not on every change of the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cycles]);

  const run = async (guess?: string) => {
    setPrediction(null);
    setRanWith({ sources, stdin });
    const edited = files.map((f, i) => ({ name: f.name, code: sources[i]! }));
    const result = await runProgram(
      edited,
      { stdin: live ? { live: true } : stdin, files: fsFiles, name: program.name, ...(args ? { args } : {}) },
      // The sample as the lesson shows it was compiled with the site: no compiler needed.
      { precompiled: sources.every((code, i) => code === original[i]) },
    );
    if (result && !result.timedOut && !result.stopped) setFsFiles(result.files);
    if (result && guess !== undefined && !result.stopped) {
      const verdict = comparePrediction(guess, result.stdout);
      setPrediction({ guess, verdict });
      void loadProgress().then((m) => m.recordPrediction(m.sampleKey(route, files), route, verdict.right));
    }
    // It read an empty box: open it, where the panel says to type (see readEmptyInput below).
    if (result?.endOfInput && stdin === '') setStdinOpen(true);
  };

  const modified = sources.some((code, i) => code !== original[i]);
  // Only the lesson's program is predicted: once edited, the student knows what they changed.
  const runOrPredict = () => (!predicted && !modified ? setPredicting(true) : void run());
  const endPrediction = (guess?: string) => {
    setPredicting(false);
    setPredicted(true);
    void run(guess);
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The static Run button this replaced had focus; give it to its successor.
    if (initialAction === 'run') {
      if (!document.activeElement || document.activeElement === document.body) runButton.current?.focus();
      // The click that loaded this component asked for a run: this finishes handling that event.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      runOrPredict();
    }
    // Runs once, for the click that loaded the runner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fileOf = (d: Diagnostic) =>
    files.find((f) => d.file === f.name || d.file === `./${f.name}`)?.name ?? files[files.length - 1]!.name;

  // Selecting a message opens the editor (if needed) and moves it to the line.
  const selectDiagnostic = (d: Diagnostic) => {
    const handle = editors.current.get(fileOf(d));
    if (handle) return handle.goTo(d.line ?? 1, d.column);
    pendingTarget.current = d;
    setEditing(true);
  };

  const registerEditor = (name: string, handle: EditorHandle | null) => {
    if (!handle) return void editors.current.delete(name);
    editors.current.set(name, handle);
    const target = pendingTarget.current;
    if (target && fileOf(target) === name) {
      pendingTarget.current = null;
      handle.goTo(target.line ?? 1, target.column);
    }
  };

  const reset = () => {
    resetRunner();
    setPrediction(null);
    setRanWith(null);
    // Reset puts shared code away; the student's own copy is theirs to reset once it shows.
    if (share.shared) return share.dismiss();
    setSources(original);
    setEditing(false);
    setStdin(input ?? '');
    setFsFiles({});
  };

  const diagnosticsFor = (name: string) =>
    (view.compile?.diagnostics ?? []).filter((d) => d.file === name || d.file === `./${name}`);
  const last = files.length - 1;
  const ranOriginal =
    ranWith !== null &&
    ranWith.sources.every((code, i) => code === original[i]) &&
    ranWith.stdin === (input ?? '');
  const editedSinceRun = ranWith !== null && ranWith.sources.some((code, i) => code !== sources[i]);
  // Without a live terminal the input is typed before the run; a program that read an empty box met
  // end of input at once, which looks like a program ignoring its input unless it is said.
  const readEmptyInput = !live && view.run?.endOfInput === true && ranWith?.stdin === '';
  // The lesson's output comes from gcc on 64-bit Linux; the browser's from 32-bit WebAssembly.
  const differs =
    ranOriginal && output !== undefined && view.run?.exitCode === 0 && view.run.stdout !== output;
  const stdinField = (
    <textarea
      id={stdinId}
      css={s.stdinField}
      rows={Math.min(6, Math.max(2, stdin.split('\n').length))}
      value={stdin}
      spellCheck={false}
      onChange={(e) => setStdin(e.target.value)}
      placeholder="What the program reads with scanf, getchar or fgets"
    />
  );

  return files.map((file, i) => (
    <CodeView
      key={file.name}
      code={sources[i]!}
      language="c"
      title={titles[i]}
      body={
        editing ? (
          <Suspense fallback={<CodeBody code={sources[i]!} language="c" label={titles[i] ?? 'C code'} />}>
            <LazyCodeEditor
              value={sources[i]!}
              onChange={(code) => setSources((all) => all.map((c, j) => (j === i ? code : c)))}
              label={`Code editor for ${titles[i] ?? file.name}`}
              diagnostics={diagnosticsFor(file.name)}
              autoFocus={initialAction === 'edit' && i === 0}
              handle={(h) => registerEditor(file.name, h)}
            />
          </Suspense>
        ) : undefined
      }
      io={
        i === last ? (
          <div ref={outputArea}>
            {command !== undefined && (
              <IoBox label="Command line" kind="command">
                <pre css={s.streamBox} tabIndex={0}>
                  {command}
                </pre>
              </IoBox>
            )}
            {/* The lesson's input becomes the field the program reads, in the same place. */}
            {input !== undefined && (
              <IoBox label="Standard input" labelFor={stdinId} note="edit it and run again" kind="input">
                <div css={s.stdinBox}>{stdinField}</div>
              </IoBox>
            )}
            {predicting && (
              <PredictForm label={label} onPredict={endPrediction} onSkip={() => endPrediction()} />
            )}
            {prediction && !modified && !busy && <PredictionResult {...prediction} />}
            <RunOutput
              view={view}
              declared={predicted ? output : undefined}
              modified={modified}
              editedSinceRun={editedSinceRun}
              terminal={
                live
                  ? (labelledBy: string) => (
                      <Terminal
                        view={view}
                        label={label}
                        labelledBy={labelledBy}
                        onLine={sendInput}
                        onEnd={() => sendInput(null)}
                        onInterrupt={stop}
                      />
                    )
                  : undefined
              }
            />
          </div>
        ) : (
          <></>
        )
      }
      footer={
        i === last ? (
          <>
            <RunBar
              label={label}
              runRef={runButton}
              running={busy}
              onRun={runOrPredict}
              onStop={stop}
              onEdit={
                editing
                  ? undefined
                  : () => {
                      warmCompiler();
                      setEditing(true);
                    }
              }
              onReset={reset}
              status={<StatusLine status={statusParts(view, { touch })} />}
            />
            <section
              css={s.panel}
              aria-label={`Run panel for ${label}`}
              data-run-state={view.phase}
              data-cycles={cycles}
              ref={panelArea}
            >
              {share.shared || share.problem ? (
                <SharedNote
                  share={share}
                  own={saved.some((code, i) => code !== original[i]) ? 'saved' : 'lesson'}
                />
              ) : (
                <SavedNote state={saveState} />
              )}
              {modified && <ShareControl keyOf={keyOf} files={sources} label={label} />}
              {!runnable && <CannotRun kind="sample" />}
              {/* Why the run stopped comes before any compiler warning. */}
              <RunProblems view={view} severalFiles={files.length > 1} />
              <RunStatus view={view} onSelect={selectDiagnostic} />
              {runnable && (
                <StepThrough
                  label={label}
                  files={files.map((f, i) => ({ name: f.name, code: sources[i]! }))}
                  input={{ stdin, files: fsFiles, name: program.name, ...(args ? { args } : {}) }}
                  live={live}
                />
              )}
              {differs && (
                <div css={s.notice}>
                  <p>
                    The lesson shows a different output, from gcc on 64-bit Linux. Here the program is
                    compiled for 32-bit WebAssembly, where sizes such as <code>sizeof(long)</code> and pointer
                    sizes are different.
                  </p>
                  <details>
                    <summary>The lesson’s output</summary>
                    <pre css={s.streamBox} tabIndex={0}>
                      {output}
                    </pre>
                  </details>
                </div>
              )}
              <FilesList files={fsFiles} />
              {readEmptyInput && (
                <p css={s.notice} role="alert" data-empty-input="">
                  The program read standard input, but the Standard input box was empty, so it met the end of
                  its input at once. This browser cannot pause a program while you type: type the whole input
                  first, in the Standard input box {input === undefined ? 'below' : 'above the output'} (one
                  line for each line the program reads), then press Run again.
                </p>
              )}
              {/* A live terminal reads the student's typing; other samples take it typed ahead. */}
              {input === undefined && !live && (
                <details css={s.info} open={stdinOpen} onToggle={(e) => setStdinOpen(e.currentTarget.open)}>
                  <summary>Standard input{stdin ? ' (in use)' : ''}</summary>
                  <label css={s.label} htmlFor={stdinId}>
                    Standard input
                  </label>
                  {stdinField}
                </details>
              )}
              <Footnote compiler={view.compile?.compiler} />
            </section>
          </>
        ) : undefined
      }
    />
  ));
}
