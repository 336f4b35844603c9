import { countDiagnostics } from '../diagnostics.ts';
import { seconds, TIME_LIMIT_MS } from '../limits.ts';
import type { LoadProgress } from '../protocol.ts';
import type { ColorToken } from '../../theme/tokens.ts';
import type { RunView } from './useRunner.ts';

/** How a run ended, as the colour and icon of its chip. */
export type StatusTone = 'ok' | 'warn' | 'error' | 'busy' | 'neutral';

/**
 * Each tone's chip: its text and fill (named colours; the chips sit on the dark run toolbar in both
 * themes, and tests/unit/palette.test.ts checks every pair here in both) and its icon.
 */
export const statusTones: Record<StatusTone, { text: ColorToken; fill: ColorToken; icon: string }> = {
  ok: { text: 'statusOkText', fill: 'statusOk', icon: '✓' },
  warn: { text: 'statusWarnText', fill: 'statusWarn', icon: '!' },
  error: { text: 'statusErrorText', fill: 'statusError', icon: '✕' },
  busy: { text: 'codeText', fill: 'codeBorder', icon: '' },
  neutral: { text: 'codeText', fill: 'codeBorder', icon: '' },
};

/** The status line: a chip (`head`, with its tone) and the details after it (`tail`). */
export interface StatusParts {
  tone: StatusTone;
  head: string;
  tail: string;
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

/** "about 6 s left", from the rate so far; nothing until a second of it tells. */
function timeLeft({ loaded, total, ms }: LoadProgress): string {
  if (ms < 1000 || loaded <= 0) return '';
  const left = ((total - loaded) / loaded) * ms;
  if (left < 1500) return ', almost done';
  return left < 90_000
    ? `, about ${Math.round(left / 1000)} s left`
    : `, about ${Math.round(left / 60_000)} min left`;
}

export function loadingText(progress: LoadProgress | undefined): string {
  if (!progress) return 'Loading the C compiler…';
  if (progress.loaded >= progress.total) return 'Starting the C compiler…';
  if (progress.source === 'cache') return 'Loading the C compiler from this browser’s storage…';
  return `Downloading the C compiler: ${mb(progress.loaded)} of ${mb(progress.total)} MB${timeLeft(progress)}`;
}

const parts = (tone: StatusTone, head: string, tail = ''): StatusParts => ({ tone, head, tail });

/**
 * What a sample's status line shows: "✓ Exit code 0 · compiled in 412 ms · ran 3 ms." `touch`: on a
 * touch device, which may have no keyboard, it names the terminal's End input button, not Ctrl+D.
 */
export function statusParts(view: RunView, { touch = false } = {}): StatusParts {
  const { phase, progress, compile, run } = view;
  if (phase === 'loading') return parts('busy', loadingText(progress));
  if (phase === 'compiling') return parts('busy', 'Compiling…');
  if (phase === 'running')
    return view.waiting
      ? parts(
          'busy',
          'Waiting for input',
          touch
            ? ': type a line and send it (End input ends the input).'
            : ': type a line and press Enter (Ctrl+D ends the input).',
        )
      : parts('busy', 'Running…', ` (stopped after ${seconds(TIME_LIMIT_MS)})`);
  if (view.unsupported) return parts('neutral', 'Cannot run in this browser', ': it has no WebAssembly.');
  if (view.error) return parts('error', 'Something went wrong', '.');
  if (view.stopped) return parts('neutral', 'Stopped', '.');
  if (!compile) return parts('neutral', '');
  const compiled = compile.precompiled
    ? 'compiled with the site'
    : compile.cached
      ? 'compiled earlier'
      : `compiled in ${compile.ms} ms`;
  if (!compile.ok) return parts('error', `Compilation failed: ${countDiagnostics(compile.diagnostics)}`, '.');
  if (!run) return parts('neutral', `Compiled (${countDiagnostics(compile.diagnostics)})`, '.');
  const ran = `ran ${run.ms} ms`;
  if (run.stopped) return parts('neutral', `Stopped after ${run.ms} ms`, '.');
  if (run.timedOut)
    return parts('warn', 'Stopped', `: the program ran longer than ${seconds(TIME_LIMIT_MS)}.`);
  if (run.truncated)
    return parts('warn', 'Stopped', `: the program printed too much · ${compiled} · ${ran}.`);
  if (run.crash?.undefinedBehaviour)
    return parts('error', 'Stopped', `: undefined behaviour · ${compiled} · ${ran}.`);
  if (run.crash?.heap) return parts('error', 'Stopped', `: a heap error · ${compiled} · ${ran}.`);
  if (run.crash) return parts('error', 'Crashed', ` · ${compiled} · ${ran}.`);
  // A leak is a mistake even when the program ends well: the chip says so before the words do.
  const leaked = run.leaks.length > 0;
  return parts(
    run.exitCode === 0 && !leaked ? 'ok' : 'warn',
    `Exit code ${run.exitCode}`,
    ` · ${compiled} · ${ran}${leaked ? ' · memory leaked' : ''}.`,
  );
}

/** The sentence the status line (a polite live region) announces. */
export function statusText(view: RunView, options?: { touch?: boolean }): string {
  const { head, tail } = statusParts(view, options);
  return head + tail;
}
