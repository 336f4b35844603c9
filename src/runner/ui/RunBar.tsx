import type { ReactNode, Ref } from 'react';
import { bar, barStatus, plainButton, primaryButton } from './barStyles.ts';
import { icon, RunIcon } from './icons.tsx';
import { stopButton } from './styles.ts';

export interface RunBarProps {
  /** What is run, for the buttons' accessible names: "Run hello.c". */
  label: string;
  onRun: () => void;
  onEdit?: (() => void) | undefined;
  onStop?: (() => void) | undefined;
  onReset?: (() => void) | undefined;
  /** While true, Run does nothing and Stop shows. */
  running?: boolean;
  runRef?: Ref<HTMLButtonElement>;
  runText?: string;
  /** The status line, beside the buttons that started the run. */
  status?: ReactNode;
}

/** Run, Stop, Edit and Reset under a sample whose runner has loaded (see StaticRunBar for before). */
export function RunBar({
  label,
  onRun,
  onEdit,
  onStop,
  onReset,
  running = false,
  runRef,
  runText = 'Run',
  status,
}: RunBarProps) {
  return (
    <div css={bar} data-runbar="">
      <button
        ref={runRef}
        type="button"
        css={primaryButton}
        aria-label={`${runText} ${label}`}
        aria-disabled={running || undefined}
        onClick={() => !running && onRun()}
      >
        <RunIcon />
        {runText}
      </button>
      {running && onStop && (
        <button type="button" css={stopButton} aria-label={`Stop ${label}`} onClick={onStop}>
          <svg {...icon}>
            <rect x="5" y="5" width="14" height="14" fill="currentColor" />
          </svg>
          Stop
        </button>
      )}
      {onEdit && (
        <button type="button" css={plainButton} aria-label={`Edit ${label}`} onClick={onEdit}>
          Edit
        </button>
      )}
      {onReset && (
        <button type="button" css={plainButton} aria-label={`Reset ${label}`} onClick={onReset}>
          Reset
        </button>
      )}
      {status && <div css={barStatus}>{status}</div>}
    </div>
  );
}
