import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { loadedProgress, loadProgress } from '../../progress/load.ts';
import { linkedId, shareId } from '../../progress/keys.ts';
import { colors } from '../../theme/tokens.ts';
import { plainButton } from './barStyles.ts';
import { decodeShare, encodeShare, MAX_LINK_LENGTH } from '../share.ts';
import * as s from './styles.ts';

type Store = Awaited<ReturnType<typeof loadProgress>>;
type Update = string[] | ((files: string[]) => string[]);

/** Takes the link's address off the page, so a reload shows the student's own code again. */
const forgetLink = () => history.replaceState(history.state, '', location.pathname + location.search);

/**
 * The files a sample or attempt shows, with a program opened from a share link laid over the
 * student's own (`saved`, from useSavedFiles): the shared one is shown and can be run and edited,
 * but nothing of it is stored until the student keeps it, so their saved copy is never overwritten
 * by a link unless they choose to.
 */
export function useSharedFiles(
  keyOf: (progress: Store) => string,
  saved: string[],
  setSaved: (update: Update) => void,
) {
  const [shared, setShared] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const progress = loadedProgress();
    const id = linkedId(location.hash);
    if (!progress || !id || id !== shareId(keyOf(progress))) return;
    decodeShare(location.hash).then(
      (read) => {
        if (!read.ok) return setProblem(read.message);
        if (read.files.length !== saved.length)
          return setProblem(
            `The shared link holds ${read.files.length} file(s), but this program has ${saved.length}: the lesson may have changed since the link was made.`,
          );
        setShared(read.files);
      },
      () => setProblem('The shared link could not be read: check your connection and reload the page.'),
    );
    // Once: a link is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    files: shared ?? saved,
    setFiles: (update: Update) =>
      shared ? setShared((all) => (typeof update === 'function' ? update(all!) : update)) : setSaved(update),
    /** The program shown is the link's, not the student's. */
    shared: shared !== null,
    problem,
    /** Keeps the link's program as the student's own copy (replacing any they saved). */
    keep: () => {
      setSaved(shared!);
      setShared(null);
      forgetLink();
    },
    /** Puts the link's program away: the student's own copy (or the lesson's code) shows again. */
    dismiss: () => {
      setShared(null);
      setProblem(null);
      forgetLink();
    },
  };
}

export type SharedFiles = ReturnType<typeof useSharedFiles>;

const bannerStyle = css`
  margin: 0;
  padding: 0.45rem 0.75rem;
  border-radius: 6px;
  background: ${colors.codeBg};
  border-left: 3px solid ${colors.warning};
  p {
    margin: 0 0 0.4rem;
  }
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/** Above a program opened from a link: that it is shared code, and the choice to keep it or not. */
export function SharedNote({ share, own }: { share: SharedFiles; own: 'saved' | 'lesson' }) {
  const area = useRef<HTMLDivElement>(null);
  // The page opened for this program: bring it into view (it may be far down the lesson).
  // (In braces: newer browsers return a promise from scrollIntoView, which is no cleanup function.)
  useEffect(() => {
    area.current?.scrollIntoView({ block: 'center' });
  }, []);
  if (share.problem)
    return (
      <div css={bannerStyle} role="alert" ref={area} data-shared="problem">
        <p>{share.problem}</p>
        <button type="button" css={plainButton} onClick={share.dismiss}>
          Dismiss
        </button>
      </div>
    );
  if (!share.shared) return null;
  return (
    <div css={bannerStyle} role="status" ref={area} data-shared="shown">
      <p>
        <strong>Shared code:</strong> this program came with the link you opened. It is not saved:{' '}
        {own === 'saved' ? 'your own saved copy is kept as it was' : 'nothing of yours is changed'} unless you
        keep this one.
      </p>
      <div css={row}>
        <button type="button" css={plainButton} onClick={share.keep}>
          {own === 'saved' ? 'Keep it, replacing my copy' : 'Keep it as my copy'}
        </button>
        <button type="button" css={plainButton} onClick={share.dismiss}>
          {own === 'saved' ? 'Back to my copy' : 'Back to the lesson’s code'}
        </button>
      </div>
    </div>
  );
}

const linkBox = css`
  ${s.stdinField};
  resize: none;
`;

type ShareState =
  | { step: 'idle' }
  | { step: 'made'; url: string; copied: boolean }
  | { step: 'long'; length: number }
  | { step: 'failed' };

/**
 * Share: a link that opens this lesson with this program in this sample or attempt. The link is
 * copied to the clipboard and also shown, selectable, since a browser may refuse the clipboard.
 */
export function ShareControl({
  keyOf,
  files,
  label,
}: {
  keyOf: (progress: Store) => string;
  files: readonly string[];
  label: string;
}) {
  const [state, setState] = useState<ShareState>({ step: 'idle' });
  const id = useId();
  const share = async () => {
    try {
      const progress = await loadProgress();
      const made = await encodeShare(location.origin + location.pathname, shareId(keyOf(progress)), files);
      if (!made.ok) return setState({ step: 'long', length: made.length });
      setState({ step: 'made', url: made.url, copied: false });
      await navigator.clipboard.writeText(made.url).then(
        () => setState({ step: 'made', url: made.url, copied: true }),
        () => undefined,
      );
    } catch {
      setState({ step: 'failed' });
    }
  };
  return (
    <div css={{ display: 'grid', gap: '0.4rem' }} data-share={state.step}>
      <div css={row}>
        <button
          type="button"
          css={plainButton}
          aria-label={`Share ${label} by link`}
          onClick={() => void share()}
        >
          Share
        </button>
        <span role="status">
          {state.step === 'made' &&
            (state.copied ? 'Link copied. Anyone who opens it sees this program.' : 'Copy the link below.')}
        </span>
      </div>
      {state.step === 'made' && (
        <>
          <label css={s.label} htmlFor={id}>
            Link to this program
          </label>
          <textarea
            id={id}
            css={linkBox}
            readOnly
            rows={2}
            value={state.url}
            onFocus={(e) => e.currentTarget.select()}
            data-share-link=""
          />
        </>
      )}
      {state.step === 'long' && (
        <p css={s.notice} role="alert">
          This program is too long to share by link: its link would be {state.length.toLocaleString('en')}{' '}
          characters, and links longer than {MAX_LINK_LENGTH.toLocaleString('en')} are cut off by chat apps
          and some browsers. Copy the code and send it as a file instead.
        </p>
      )}
      {state.step === 'failed' && (
        <p css={s.notice} role="alert">
          The link could not be made in this browser. Copy the code and send it instead.
        </p>
      )}
    </div>
  );
}
