import { css } from '@emotion/react';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { colors } from '../theme/tokens.ts';
import type { Progress } from './model.ts';
import type { Persistence } from './persist.ts';
import { loadedProgress, loadProgress } from './load.ts';
import type { ProgressSummary } from './summary.ts';

/**
 * The progress summary for rendering, in the progress code's own components (here, so that the
 * storage chunk itself needs nothing of React). The storage code is loaded before these are.
 */
export function useProgress(): ProgressSummary | null {
  const summary = loadedProgress()?.progressSummary;
  return useSyncExternalStore(
    (listener) => summary?.subscribe(listener) ?? (() => undefined),
    () => summary?.get() ?? null,
    () => null,
  );
}

type Store = Awaited<ReturnType<typeof loadProgress>>;

/** What the panel is asking or telling, after a button was pressed. */
type Step =
  | { kind: 'idle' }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'import'; progress: Progress; exported: string }
  | { kind: 'forget' };

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  margin: 0.75rem 0;
  button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 0 1rem;
    border-radius: 8px;
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    color: ${colors.text};
    cursor: pointer;
    &:hover {
      border-color: ${colors.primary};
    }
  }
`;
const question = css`
  border-left: 4px solid ${colors.warning};
  background: ${colors.warningSoft};
  border-radius: 8px;
  padding: 0.75rem 1rem;
  p {
    margin: 0;
  }
`;
const date = (iso: string) => new Date(iso).toLocaleString();

/** Why an import read well but could not be kept, in words. */
const notKept = {
  full: 'this browser has no room left to keep it (its storage for the site is full).',
  blocked:
    'this browser is not letting the site keep anything (storage is turned off, or this is a private window).',
};

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Your progress" on the home page: what this browser keeps, Export to a file, Import from one
 * (asking before it touches anything already kept), and Forget, after a confirmation.
 */
export function ProgressPanel() {
  const [store, setStore] = useState<Store | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [persisted, setPersisted] = useState<Persistence | null>(null);
  const file = useRef<HTMLInputElement>(null);
  useProgress(); // re-render when progress changes (in this tab or another)
  useEffect(() => {
    loadProgress().then(
      (m) => {
        setStore(m);
        void m.persistence().then(setPersisted);
      },
      () => setStep({ kind: 'error', text: 'Your progress could not be loaded.' }),
    );
  }, []);
  if (!store) return null;
  const kept = store.current();
  // Through the storage code, so the schema and its helpers stay in its chunk alone.
  const { checkSize, describe, isEmpty, readExport } = store;
  const refuse = (why: string) =>
    setStep({ kind: 'error', text: `That file could not be imported: ${why} Nothing was changed.` });
  /** Keeps the file's progress, and says so only once it is stored. */
  const take = (progress: Progress, mode: 'merge' | 'replace', done: string) => {
    const problem = store.adopt(progress, mode);
    if (problem) refuse(notKept[problem]);
    else setStep({ kind: 'done', text: done });
  };

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const tooBig = checkSize(chosen.size);
    if (tooBig) return refuse(tooBig);
    const read = readExport(await chosen.text());
    if (!read.ok) return refuse(read.message);
    if (isEmpty(store.current()))
      return take(read.progress, 'replace', `Imported ${describe(read.progress)}.`);
    setStep({ kind: 'import', progress: read.progress, exported: read.exported });
  };

  const ask = (text: ReactNode, actions: [string, () => void][]) => (
    <div css={question} role="alert">
      <p>{text}</p>
      <div css={buttons}>
        {actions.map(([label, act]) => (
          <button key={label} type="button" onClick={act}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );

  return (
    <div data-progress-panel="">
      <p>
        {isEmpty(kept)
          ? 'Nothing yet: lessons you read, challenges you pass and programs you edit are kept here, in this browser only.'
          : `Kept in this browser only: ${describe(kept)}.`}
        {store.storageProblem() && ' This browser is not saving new progress at the moment.'}
      </p>
      {persisted && (
        <p data-persistence={persisted}>
          {persisted === 'granted'
            ? 'This browser has agreed to keep it until you clear the site’s data yourself.'
            : 'This browser may delete it to free space, or after days without a visit (Safari does after seven): export it to keep a copy.'}
        </p>
      )}
      <div css={buttons}>
        <button
          type="button"
          onClick={() => {
            download(
              `learn-c-progress-${new Date().toISOString().slice(0, 10)}.json`,
              JSON.stringify(store.exportFile(), null, 2),
            );
            setStep({ kind: 'done', text: `Exported ${describe(kept)}.` });
          }}
        >
          Export my progress
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          Import progress…
        </button>
        <button type="button" onClick={() => setStep({ kind: 'forget' })} disabled={isEmpty(kept)}>
          Forget my progress
        </button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Progress file to import"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      {step.kind === 'done' && <p role="status">{step.text}</p>}
      {step.kind === 'error' && (
        <p role="alert" css={{ color: colors.warning, fontWeight: 600 }}>
          {step.text}
        </p>
      )}
      {step.kind === 'import' &&
        ask(
          <>
            The file (exported {date(step.exported)}) holds {describe(step.progress)}. This browser already
            keeps {describe(kept)}. Merge keeps both (where both have the same program, the copy in this
            browser); Replace keeps only the file’s.
          </>,
          [
            ['Merge', () => take(step.progress, 'merge', 'Merged.')],
            ['Replace', () => take(step.progress, 'replace', 'Replaced.')],
            ['Cancel', () => setStep({ kind: 'done', text: 'Nothing was imported.' })],
          ],
        )}
      {step.kind === 'forget' &&
        ask(<>Forget {describe(kept)}? This cannot be undone. Export first if you want to keep a copy.</>, [
          [
            'Forget everything',
            () => (store.forget(), setStep({ kind: 'done', text: 'Your progress is forgotten.' })),
          ],
          ['Cancel', () => setStep({ kind: 'idle' })],
        ])}
    </div>
  );
}
