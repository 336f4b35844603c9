import { Fragment } from 'react';
import { locationOf } from '../diagnostics.ts';
import type { Diagnostic } from '../protocol.ts';
import { describeFlags } from '../flags.ts';
import type { DiskLimit, FileMap } from '../protocol.ts';
import {
  FILE_COUNT_LIMIT,
  FILE_SIZE_LIMIT_BYTES,
  FILES_SIZE_LIMIT_BYTES,
  kilobytes,
  megabytes,
  OUTPUT_LIMIT_BYTES,
  TIME_LIMIT_MS,
} from '../limits.ts';
import type { LoadProgress } from '../protocol.ts';
import { withBase } from '../../site/base.ts';
import { hrefOf } from '../explain/lessons.ts';
import { friendlyFor } from '../explain/messages.ts';
import { Problems } from './Problems.tsx';
import * as s from './styles.ts';
import type { StatusParts } from './status.ts';
import type { RunView } from './useRunner.ts';

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

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
                // Named by its visible text (WCAG 2.5.3), with where it leads for screen readers.
                <button type="button" css={s.diagnosticButton} onClick={() => onSelect(d)}>
                  {text}
                  <span className="visually-hidden"> (go to line {d.line} in the editor)</span>
                </button>
              ) : (
                <span css={{ fontFamily: 'inherit' }}>{text}</span>
              )}
              {d.context.length > 0 && <pre aria-hidden="true">{d.context.join('\n')}</pre>}
              {d.severity !== 'note' && <FriendlyHelp message={d.message} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What a common compiler message means and how to fix it, under clang's own words. */
function FriendlyHelp({ message }: { message: string }) {
  const help = friendlyFor(message);
  if (!help) return null;
  return (
    <div css={s.help} data-friendly={help.id}>
      <p>{help.explanation}</p>
      <p>
        <strong>How to fix it:</strong> {help.fix}{' '}
        <a href={withBase(hrefOf(help.lesson))} css={s.lessonLink}>
          Read: {help.lesson.heading}
        </a>
      </p>
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

/**
 * What compiled the program and how, with the limits of running C as WebAssembly: behind an info
 * toggle, so the long flag line does not repeat under every run.
 */
export function Footnote({ compiler }: { compiler?: string | undefined }) {
  return (
    <details css={s.info}>
      <summary>How this program was compiled and run</summary>
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
        . Programs run as 32-bit WebAssembly: pointers and <code>long</code> are 4 bytes. Undefined behaviour
        (array bounds, overflow, division by zero, NULL) stops the program at its line, and a checking{' '}
        <code>malloc</code> reports double frees, writes past a block and leaks; reads through a stray pointer
        can still go unnoticed.
      </p>
    </details>
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

/** What a program met when its files reached a limit (program/disk.ts), as a full disk on Linux. */
const DISK_FULL: Record<DiskLimit, string> = {
  'file-size': `A file grew past ${megabytes(FILE_SIZE_LIMIT_BYTES)}, the most one file may hold here, so writing to it failed as on a full disk (errno EFBIG, “File too large”).`,
  'total-size': `The program’s files passed ${megabytes(FILES_SIZE_LIMIT_BYTES)} in all, the most they may hold here, so a write failed as on a full disk (errno ENOSPC, “No space left on device”).`,
  'file-count': `The program tried to make more than ${FILE_COUNT_LIMIT} files, the most it may keep here, so fopen returned NULL as on a full disk (errno ENOSPC, “No space left on device”).`,
};

/**
 * How a run went wrong, in plain words: a crash, undefined behaviour or a heap error at its line,
 * leaks, the time limit, too much output.
 */
export function RunProblems({
  view,
  severalFiles = false,
}: {
  view: RunView;
  /** Name files in problem reports (a program of several files). */
  severalFiles?: boolean;
}) {
  const run = view.run;
  if (!run) return null;
  // Undefined behaviour and heap errors get their own report, with the line and what it means.
  const explained = run.crash?.undefinedBehaviour ?? run.crash?.heap;
  return (
    <>
      {run.crash && !explained && (
        <p css={s.problem} role="alert">
          {run.crash.message} <small>({run.crash.detail})</small>
        </p>
      )}
      <Problems crash={run.crash} leaks={run.leaks} severalFiles={severalFiles} />
      {/* It names no control: a live terminal, a sample's input box and a challenge's tests differ. */}
      {run.timedOut && (
        <p css={s.problem} role="alert">
          The program was still running after {TIME_LIMIT_MS / 1000} seconds, so it was stopped. Look for a
          loop that never ends, such as one that repeats a scanf that failed: scanf leaves what it cannot read
          where it was, and once the input has run out every read fails.
        </p>
      )}
      {run.truncated && (
        <p css={s.problem} role="alert">
          The program printed more than {kilobytes(OUTPUT_LIMIT_BYTES)}, so it was stopped (a loop that prints
          forever?).
        </p>
      )}
      {run.diskFull && (
        <p css={s.problem} role="alert" data-disk-full={run.diskFull}>
          {DISK_FULL[run.diskFull]} Reset deletes the program’s files.
        </p>
      )}
    </>
  );
}

/**
 * The status line, a polite live region: a chip that says at a glance how the run ended (✓ Exit
 * code 0, ✕ Compilation failed: 2 errors, Crashed), then the details.
 */
export function StatusLine({ status }: { status: StatusParts }) {
  return (
    <p css={s.status} role="status" data-status="" data-tone={status.tone}>
      {status.head && (
        <span css={s.chip} data-tone={status.tone}>
          {status.head}
        </span>
      )}
      {/* A lone full stop after a chip looks like a stray mark: it is there for screen readers only. */}
      {status.tail === '.' ? <span className="visually-hidden">.</span> : status.tail}
    </p>
  );
}

/** What both run panels show under the toolbar: download progress, an error, compiler messages. */
export function RunStatus({ view, onSelect }: { view: RunView; onSelect: (d: Diagnostic) => void }) {
  return (
    <>
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
