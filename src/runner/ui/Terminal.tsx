import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import * as s from './styles.ts';
import type { RunView } from './useRunner.ts';

export interface TerminalProps {
  view: RunView;
  /** Names the program in the input field's label: "hello.c". */
  label: string;
  /** Sends a typed line (with its newline), or the last characters before end of input. */
  onLine: (text: string) => void;
  /** Ends standard input (Ctrl+D). */
  onEnd: () => void;
  /** Stops the program (Ctrl+C). */
  onInterrupt: () => void;
  /** The id of a label that names the terminal already (the output area's); else it shows its own. */
  labelledBy?: string | undefined;
}

/**
 * A live terminal: what the program printed and what the student typed, in order, and while the
 * program runs a labelled input line. Enter sends the line, Ctrl+D ends input (EOF), Ctrl+C stops
 * the program. Output is announced politely; the echo is not (a screen reader has read the typing).
 */
export function Terminal({ view, label, onLine, onEnd, onInterrupt, labelledBy }: TerminalProps) {
  const ownId = useId();
  const headingId = labelledBy ?? ownId;
  const field = useRef<HTMLInputElement>(null);
  const [line, setLine] = useState('');
  const running = view.phase === 'running';
  const segments = view.transcript ?? [];

  // When the program first waits, the typing goes to it (unless the student is elsewhere on the page):
  // from the Run button or the editor of this sample.
  useEffect(() => {
    const panel = field.current?.closest('figure');
    const here = document.activeElement;
    if (view.waiting && (here === document.body || (here && panel?.contains(here)))) field.current?.focus();
  }, [view.waiting]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onLine(`${line}\n`);
      setLine('');
    } else if (event.ctrlKey && event.key.toLowerCase() === 'd') {
      event.preventDefault();
      if (line) onLine(line);
      setLine('');
      onEnd();
    } else if (event.ctrlKey && event.key.toLowerCase() === 'c' && !window.getSelection()?.toString()) {
      event.preventDefault();
      onInterrupt();
    }
  };

  return (
    <div>
      {!labelledBy && (
        <span css={s.label} id={headingId}>
          Terminal
        </span>
      )}
      <pre css={s.terminal} tabIndex={0} data-terminal="" aria-live="polite" aria-labelledby={headingId}>
        {segments.map((segment, i) =>
          segment.stream === 'stdin' ? (
            <span key={i} css={s.echo} aria-hidden="true" data-echo="">
              {segment.text}
            </span>
          ) : segment.stream === 'stderr' ? (
            <span key={i} css={s.stderrText} data-stderr="">
              {segment.text}
            </span>
          ) : (
            <Fragment key={i}>{segment.text}</Fragment>
          ),
        )}
      </pre>
      {running && (
        <div css={s.inputRow}>
          <span aria-hidden="true">›</span>
          <input
            ref={field}
            css={s.terminalInput}
            value={line}
            onChange={(e) => setLine(e.target.value)}
            onKeyDown={onKeyDown}
            aria-label={`Input to ${label}: Enter sends the line, Ctrl+D ends the input, Ctrl+C stops the program`}
            data-terminal-input=""
            data-waiting={view.waiting ? '' : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={
              view.waiting ? 'The program is waiting for your input' : 'Type ahead, or wait for a prompt'
            }
          />
        </div>
      )}
    </div>
  );
}

/** True where a program can pause for typed input: JavaScript Promise Integration (see docs). */
export function terminalSupported(): boolean {
  const api = WebAssembly as unknown as Record<string, unknown>;
  return typeof api.Suspending === 'function' && typeof api.promising === 'function';
}
