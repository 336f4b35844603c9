import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { plainButton } from './barStyles.ts';
import * as s from './styles.ts';
import { useTouchDevice } from './touch.ts';
import { pasteLines, typeAt } from './typing.ts';
import type { RunView } from './useRunner.ts';

export interface TerminalProps {
  view: RunView;
  /** Names the program in the input field's label: "hello.c". */
  label: string;
  /** Sends a typed line (with its newline), or the last characters before end of input. */
  onLine: (text: string) => void;
  /** Ends standard input (Ctrl+D, or the End input button). */
  onEnd: () => void;
  /** Stops the program (Ctrl+C). */
  onInterrupt: () => void;
  /** The id of a label that names the terminal already (the output area's); else it shows its own. */
  labelledBy?: string | undefined;
}

/** Keys pressed on their way to another (Shift for Shift+Tab): they do not cancel an Escape. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/**
 * A live terminal: what the program printed and what the student typed, in order, and while the
 * program runs a labelled input line. Enter sends the line (a pasted block sends each of its lines),
 * Tab types a tab (Escape, then Tab, leaves the field, as in the editor), Ctrl+D or the End input
 * button ends input (EOF), Ctrl+C stops the program. On a touch device the hints about keys are left
 * out. Output is announced politely; the echo is not (a screen reader has read the typing).
 */
export function Terminal({ view, label, onLine, onEnd, onInterrupt, labelledBy }: TerminalProps) {
  const ownId = useId();
  const hintId = useId();
  const headingId = labelledBy ?? ownId;
  const field = useRef<HTMLInputElement>(null);
  const [line, setLine] = useState('');
  /** Where the caret goes once an edit made here is on screen. */
  const caret = useRef<number | null>(null);
  /** Escape was the last key: the next Tab leaves the field instead of typing a tab. */
  const escaped = useRef(false);
  const touch = useTouchDevice();
  const running = view.phase === 'running';
  const segments = view.transcript ?? [];

  // When the program first waits, the typing goes to it (unless the student is elsewhere on the page):
  // from the Run button or the editor of this sample.
  useEffect(() => {
    const panel = field.current?.closest('figure');
    const here = document.activeElement;
    if (view.waiting && (here === document.body || (here && panel?.contains(here)))) field.current?.focus();
  }, [view.waiting]);

  useLayoutEffect(() => {
    if (caret.current === null) return;
    field.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const edit = (value: string, at: number) => {
    caret.current = at;
    setLine(value);
  };

  const endInput = () => {
    if (line) onLine(line);
    setLine('');
    onEnd();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (MODIFIERS.has(event.key)) return;
    const leaving = escaped.current;
    escaped.current = event.key === 'Escape';
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (
      event.key === 'Tab' &&
      !leaving &&
      !event.shiftKey &&
      !event.ctrlKey &&
      !event.altKey &&
      !event.metaKey
    ) {
      event.preventDefault();
      const typed = typeAt(line, selectionStart ?? line.length, selectionEnd ?? line.length, '\t');
      edit(typed.value, typed.caret);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onLine(`${line}\n`);
      setLine('');
    } else if (event.ctrlKey && event.key.toLowerCase() === 'd') {
      event.preventDefault();
      endInput();
    } else if (event.ctrlKey && event.key.toLowerCase() === 'c' && !window.getSelection()?.toString()) {
      event.preventDefault();
      onInterrupt();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!/[\r\n]/.test(pasted)) return; // one line: the field takes it as it is
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const paste = pasteLines(line, selectionStart ?? line.length, selectionEnd ?? line.length, pasted);
    paste.lines.forEach((typed) => onLine(typed));
    edit(paste.value, paste.caret);
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
        <>
          <div css={s.inputRow}>
            <span aria-hidden="true">›</span>
            <input
              ref={field}
              css={s.terminalInput}
              value={line}
              onChange={(e) => setLine(e.target.value)}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              aria-label={`Input to ${label}`}
              aria-describedby={touch ? undefined : hintId}
              data-terminal-input=""
              data-waiting={view.waiting ? '' : undefined}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="send"
              placeholder={
                view.waiting ? 'The program is waiting for your input' : 'Type ahead, or wait for a prompt'
              }
            />
            <button
              type="button"
              css={plainButton}
              onClick={endInput}
              aria-keyshortcuts={touch ? undefined : 'Control+D'}
              data-end-input=""
            >
              End input
            </button>
          </div>
          {!touch && (
            <p id={hintId} css={s.terminalHint} data-terminal-hint="">
              Enter sends the line, Ctrl+D ends the input, Ctrl+C stops the program. Tab types a tab: to leave
              the field with the keyboard, press Escape, then Tab.
            </p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * True where a program can pause for typed input: JavaScript Promise Integration (see docs). False
 * where WebAssembly itself is missing (iOS Lockdown Mode, some managed browsers).
 */
export function terminalSupported(): boolean {
  const api = (globalThis as { WebAssembly?: unknown }).WebAssembly as Record<string, unknown> | undefined;
  return typeof api?.Suspending === 'function' && typeof api.promising === 'function';
}
