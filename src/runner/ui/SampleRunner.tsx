import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CodeBody, CodeView } from '../../code/CodeView.tsx';
import type { Diagnostic } from '../protocol.ts';
import type { FileMap } from '../protocol.ts';
import type { EditorHandle } from './CodeEditor.tsx';
import { RunBar } from './RunBar.tsx';
import { FilesList, Footnote, RunStatus, statusText, Streams } from './RunResults.tsx';
import * as s from './styles.ts';
import type { SampleAction, SampleProps } from './types.ts';
import { useRunner } from './useRunner.ts';

/** CodeMirror arrives only when the student first edits. */
export const LazyCodeEditor = lazy(() => import('./CodeEditor.tsx').then((m) => ({ default: m.CodeEditor })));

/** A runnable sample once a student has pressed Run or Edit: editor, standard input and output. */
export function SampleRunner({
  program,
  titles,
  label,
  input,
  output,
  initialAction,
}: SampleProps & { initialAction: SampleAction }) {
  const { files } = program;
  const original = files.map((f) => f.code);
  const [sources, setSources] = useState(original);
  const [editing, setEditing] = useState(initialAction === 'edit');
  const [stdin, setStdin] = useState(input ?? '');
  const [fsFiles, setFsFiles] = useState<FileMap>({});
  const { view, run: runProgram, stop, reset: resetRunner, cycles } = useRunner();
  const editors = useRef(new Map<string, EditorHandle>());
  /** A message selected before its file's editor existed: shown when the editor mounts. */
  const pendingTarget = useRef<Diagnostic | null>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  const stdinId = useId();
  const busy = view.phase !== 'idle';

  const run = async () => {
    const edited = files.map((f, i) => ({ name: f.name, code: sources[i]! }));
    const result = await runProgram(edited, { stdin, files: fsFiles, name: program.name });
    if (result && !result.timedOut && !result.stopped) setFsFiles(result.files);
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The static Run button this replaced had focus; give it to its successor.
    if (initialAction === 'run') {
      if (!document.activeElement || document.activeElement === document.body) runButton.current?.focus();
      // The click that loaded this component asked for a run: this finishes handling that event.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      void run();
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
    setSources(original);
    setEditing(false);
    setStdin(input ?? '');
    setFsFiles({});
  };

  const modified = sources.some((code, i) => code !== original[i]);
  const diagnosticsFor = (name: string) =>
    (view.compile?.diagnostics ?? []).filter((d) => d.file === name || d.file === `./${name}`);
  const last = files.length - 1;
  const differs =
    !modified &&
    output !== undefined &&
    stdin === (input ?? '') &&
    view.run?.exitCode === 0 &&
    view.run.stdout !== output;

  return files.map((file, i) => (
    <CodeView
      key={file.name}
      code={sources[i]!}
      language="c"
      title={titles[i]}
      {...(i === last ? { input, output } : {})}
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
      footer={
        i === last ? (
          <>
            <RunBar
              label={label}
              runRef={runButton}
              running={busy}
              onRun={() => void run()}
              onStop={stop}
              onEdit={editing ? undefined : () => setEditing(true)}
              onReset={reset}
            />
            <section
              css={s.panel}
              aria-label={`Run panel for ${label}`}
              data-run-state={view.phase}
              data-cycles={cycles}
            >
              <div>
                <label css={s.label} htmlFor={stdinId}>
                  Standard input
                </label>
                <textarea
                  id={stdinId}
                  css={s.stdinField}
                  rows={Math.min(6, Math.max(2, stdin.split('\n').length))}
                  value={stdin}
                  spellCheck={false}
                  onChange={(e) => setStdin(e.target.value)}
                  placeholder="What the program reads with scanf, getchar or fgets"
                />
              </div>
              <RunStatus view={view} status={statusText(view)} onSelect={selectDiagnostic} />
              <Streams view={view} />
              {differs && (
                <p css={s.notice}>
                  This output differs from the one shown above, which comes from gcc on 64-bit Linux. Here the
                  program is compiled for 32-bit WebAssembly, where sizes such as <code>sizeof(long)</code>{' '}
                  and pointer sizes are different.
                </p>
              )}
              <FilesList files={fsFiles} />
              <Footnote compiler={view.compile?.compiler} />
            </section>
          </>
        ) : undefined
      }
    />
  ));
}
