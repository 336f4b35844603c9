import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { colors } from '../theme/tokens.ts';
import { loadProgress, loadedProgress } from './load.ts';

/** Where the student's copy of a program is: the original, on its way to storage, kept, or refused. */
export type SaveState = 'original' | 'saving' | 'saved' | 'failed';

type Update = string[] | ((files: string[]) => string[]);
type Store = Awaited<ReturnType<typeof loadProgress>>;

/**
 * The files of a sample or attempt (named by `keyOf`, src/progress/keys.ts) as the student last typed them: restored from this device,
 * saved as they type (a moment after they pause), and forgotten when they go back to the original
 * (which is what Reset does).
 */
export function useSavedFiles(
  keyOf: (progress: Store) => string,
  route: string,
  original: string[],
): [files: string[], setFiles: (update: Update) => void, state: SaveState] {
  const [files, setFiles] = useState(() => {
    const progress = loadedProgress();
    const saved = progress?.draftOf(keyOf(progress))?.files;
    return saved && saved.length === original.length ? saved : original;
  });
  const [state, setState] = useState<SaveState>(() => (files === original ? 'original' : 'saved'));
  const latest = useRef(files);
  const set = (update: Update) => {
    const next = typeof update === 'function' ? update(latest.current) : update;
    latest.current = next;
    setFiles(next);
    if (next.every((code, i) => code === original[i])) {
      void loadProgress().then((m) => m.clearDraft(keyOf(m)));
      setState('original');
      return;
    }
    setState('saving');
    loadProgress().then(
      (m) => m.saveDraft(keyOf(m), route, next, (ok) => setState(ok ? 'saved' : 'failed')),
      () => setState('failed'),
    );
  };
  return [files, set, state];
}

const note = css`
  margin: 0;
  font-size: 0.8rem;
  color: ${colors.codeText};
`;
const texts: Record<Exclude<SaveState, 'original'>, string> = {
  saving: 'Saving your changes in this browser…',
  saved: 'Your changes are saved in this browser. Reset brings back the original.',
  failed: 'Your changes could not be saved in this browser.',
};

/** One line under an edited program: whether the student's changes are kept. */
export function SavedNote({ state }: { state: SaveState }) {
  if (state === 'original') return null;
  return (
    <p css={note} data-saved={state}>
      {texts[state]}
    </p>
  );
}
