import { Fragment } from 'react';
import { countDiagnostics, locationOf } from '../diagnostics.ts';
import type { Diagnostic } from '../protocol.ts';
import { describeFlags } from '../flags.ts';
import type { FileMap } from '../protocol.ts';
import { kilobytes, OUTPUT_LIMIT_BYTES, seconds, TIME_LIMIT_MS } from '../limits.ts';
import type { LoadProgress } from '../protocol.ts';
import * as s from './styles.ts';
import type { RunView } from './useRunner.ts';

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/** The sentence the status line (a polite live region) announces. */
export function statusText(view: RunView): string {
  const { phase, progress, compile, run } = view;
  if (phase === 'loading') return loadingText(progress);
  if (phase === 'compiling') return 'Compiling…';
  if (phase === 'running') return `Running… (stopped after ${seconds(TIME_LIMIT_MS)})`;
  if (view.error) return 'Something went wrong.';
  if (view.stopped) return 'Stopped.';
  if (!compile) return '';
  const compiled = compile.cached ? 'compiled earlier' : `compiled in ${compile.ms} ms`;
  if (!compile.ok) return `Compilation failed: ${countDiagnostics(compile.diagnostics)}.`;
  if (!run) return `Compiled (${countDiagnostics(compile.diagnostics)}).`;
  const ran = `ran ${run.ms} ms`;
  if (run.stopped) return `Stopped after ${run.ms} ms.`;
  if (run.timedOut) return `Stopped: the program ran longer than ${seconds(TIME_LIMIT_MS)}.`;
  if (run.truncated) return `Stopped: the program printed too much · ${compiled} · ${ran}.`;
  if (run.crash) return `Crashed · ${compiled} · ${ran}.`;
  return `Exit code ${run.exitCode} · ${compiled} · ${ran}.`;
}

function loadingText(progress: LoadProgress | undefined): string {
  if (!progress) return 'Loading the C compiler…';
  if (progress.loaded >= progress.total) return 'Starting the C compiler…';
  if (progress.source === 'cache') return 'Loading the C compiler from this browser’s storage…';
  return `Downloading the C compiler (first run only): ${mb(progress.loaded)} of ${mb(progress.total)} MB`;
}

/** "clang 22.1.0" from clang's version line. */
export const shortVersion = (line: string) =>
  /clang version (\S+)/.exec(line)?.[0].replace(' version', '') ?? 'clang';

export function Diagnostics({
  diagnostics,
  onSelect,
}: {
  diagnostics: Diagnostic[];
  onSelect?: ((d: Diagnostic) => void) | undefined;
}) {
  if (diagnostics.length === 0) return null;
  return (
    <div>
      <span css={s.label}>Compiler messages</span>
      <ul css={s.diagnosticList}>
        {diagnostics.map((d, i) => {
          const text = (
            <>
              {locationOf(d) && `${locationOf(d)}: `}
              <span css={{ color: s.severityColour[d.severity], fontWeight: 700 }}>{d.severity}</span>:{' '}
              {d.message}
              {d.option && ` [${d.option}]`}
            </>
          );
          return (
            <li key={i}>
              {onSelect && d.line !== undefined ? (
                <button
                  type="button"
                  css={s.diagnosticButton}
                  onClick={() => onSelect(d)}
                  aria-label={`${d.severity} at ${d.file} line ${d.line}${d.column ? ` column ${d.column}` : ''}: ${d.message}. Go to this line in the editor.`}
                >
                  {text}
                </button>
              ) : (
                <span css={{ fontFamily: 'inherit' }}>{text}</span>
              )}
              {d.context.length > 0 && <pre aria-hidden="true">{d.context.join('\n')}</pre>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function isText(data: Uint8Array) {
  return data.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b !== 127));
}

export function FilesList({ files }: { files: FileMap }) {
  const names = Object.keys(files).sort();
  if (names.length === 0) return null;
  return (
    <div>
      <span css={s.label}>Files (kept between runs until Reset)</span>
      <ul css={s.filesList}>
        {names.map((name) => {
          const data = files[name]!;
          return (
            <li key={name}>
              {isText(data) ? (
                <details>
                  <summary>
                    <code>{name}</code> ({data.length} bytes)
                  </summary>
                  <pre css={s.streamBox}>{new TextDecoder().decode(data.subarray(0, 4096))}</pre>
                </details>
              ) : (
                <>
                  <code>{name}</code> ({data.length} bytes, binary)
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What compiled the program and how, with the limits of running C as WebAssembly. */
export function Footnote({ compiler }: { compiler?: string | undefined }) {
  return (
    <p css={s.footnote}>
      Compiled in your browser by {compiler ? shortVersion(compiler) : 'clang'} (LLVM as WebAssembly) with{' '}
      {describeFlags()
        .split(' ')
        .map((flag, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <code css={{ whiteSpace: 'nowrap' }}>{flag}</code>
          </Fragment>
        ))}
      . Programs run as 32-bit WebAssembly: pointers and <code>long</code> are 4 bytes, and there are no
      sanitizers here, so some memory errors go unnoticed.
    </p>
  );
}

/** The progress bar of the first download, in megabytes. */
export function Progress({ progress }: { progress: LoadProgress | undefined }) {
  if (!progress) return null;
  return (
    <progress
      css={s.progress}
      max={progress.total}
      value={progress.loaded}
      aria-label={`C compiler ${progress.source === 'cache' ? 'loaded' : 'downloaded'}: ${mb(progress.loaded)} of ${mb(progress.total)} MB`}
    />
  );
}

/** stdout, stderr and how the program ended. */
export function Streams({ view, onlyWhenPresent = false }: { view: RunView; onlyWhenPresent?: boolean }) {
  const out = view.run ?? view.live;
  if (!out) return null;
  const run = view.run;
  return (
    <>
      {(!onlyWhenPresent || out.stdout) && (
        <div>
          <span css={s.label}>Program output (stdout)</span>
          <pre css={s.streamBox} aria-live="polite" data-stream="stdout">
            {out.stdout}
          </pre>
        </div>
      )}
      {out.stderr && (
        <div>
          <span css={s.label}>Program errors (stderr)</span>
          <pre css={s.stderrBox} aria-live="polite" data-stream="stderr">
            {out.stderr}
          </pre>
        </div>
      )}
      {run?.crash && (
        <p css={s.problem} role="alert">
          {run.crash.message} <small>({run.crash.detail})</small>
        </p>
      )}
      {run?.timedOut && (
        <p css={s.problem} role="alert">
          The program was still running after {TIME_LIMIT_MS / 1000} seconds, so it was stopped. Look for a
          loop that never ends, or a scanf waiting for input that is not in the Standard input box.
        </p>
      )}
      {run?.truncated && (
        <p css={s.problem} role="alert">
          The program printed more than {kilobytes(OUTPUT_LIMIT_BYTES)}, so it was stopped (a loop that prints
          forever?).
        </p>
      )}
    </>
  );
}

/** What both run panels show first: the status line, download progress, an error and compiler messages. */
export function RunStatus({
  view,
  status,
  onSelect,
}: {
  view: RunView;
  status: string;
  onSelect: (d: Diagnostic) => void;
}) {
  return (
    <>
      <p css={s.status} role="status" data-status="">
        {status}
      </p>
      {view.phase === 'loading' && <Progress progress={view.progress} />}
      {view.error && (
        <p css={s.problem} role="alert">
          {view.error}
        </p>
      )}
      <Diagnostics diagnostics={view.compile?.diagnostics ?? []} onSelect={onSelect} />
    </>
  );
}
