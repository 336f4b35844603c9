import { css } from '@emotion/react';
import type MiniSearch from 'minisearch';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { colors, narrow } from '../theme/tokens.ts';
import type { SectionTexts } from './assets.ts';
import { loadIndex, loadTexts, search, type SearchHit } from './client.ts';
import type { SearchDocument } from './documents.ts';
import { land } from './land.ts';
import { snippet } from './snippet.ts';

const dialog = css`
  width: min(640px, calc(100vw - 2rem));
  max-height: min(80vh, 720px);
  margin: 10vh auto auto;
  padding: 0;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 20px 50px ${colors.shadow};
  &::backdrop {
    background: ${colors.scrim};
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
  ${narrow} {
    margin-top: 1rem;
    max-height: calc(100vh - 2rem);
  }
`;
const head = css`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.75rem;
  border-bottom: 1px solid ${colors.border};
  input {
    flex: 1;
    min-width: 0;
    font: inherit;
    font-size: 1.05rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    color: ${colors.text};
    background: ${colors.surface};
  }
`;
const close = css`
  font: inherit;
  min-height: 44px;
  padding: 0 0.8rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.page};
  color: ${colors.text};
  cursor: pointer;
`;
const status = css`
  margin: 0;
  padding: 0.5rem 1rem;
  font-size: 0.85rem;
  color: ${colors.muted};
`;
const list = css`
  list-style: none;
  margin: 0;
  padding: 0 0.5rem 0.5rem;
  overflow-y: auto;
  li {
    padding: 0.55rem 0.75rem;
    border-radius: 8px;
    cursor: pointer;
    border: 2px solid transparent;
  }
  li[aria-selected='true'] {
    background: ${colors.primarySoft};
    border-color: ${colors.primary};
  }
  mark {
    background: ${colors.highlight};
    color: ${colors.text};
  }
`;
const where = css`
  display: block;
  font-weight: 600;
  color: ${colors.primaryDark};
`;
const quote = css`
  display: block;
  font-size: 0.88rem;
  color: ${colors.muted};
  overflow-wrap: anywhere;
`;

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

type Engine = MiniSearch<SearchDocument>;

/** What the status line (a polite live region) says about the search so far. */
function statusText(engine: Engine | null, failed: boolean, query: string, hits: SearchHit[]): string {
  if (failed) return 'Search could not be loaded. Check your connection and try again.';
  if (!engine) return 'Loading the search index…';
  if (!query.trim()) return 'Type a word or a piece of C, such as fseek, -> or %d.';
  if (hits.length === 0) return `No results for “${query.trim()}”. Try fewer words.`;
  return `${hits.length === 20 ? 'The best 20' : hits.length} ${hits.length === 1 ? 'result' : 'results'}: arrow keys to choose, Enter to open.`;
}

/**
 * Search across every lesson, as a modal dialog holding a combobox (WAI-ARIA APG: an input that
 * owns a listbox of results, the active one named by aria-activedescendant). Arrow keys move,
 * Enter opens the result at its heading, Escape closes.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');
  const [engine, setEngine] = useState<Engine | null>(null);
  const [texts, setTexts] = useState<SectionTexts | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  const [, navigate] = useLocation();
  const id = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open || engine) return;
    let live = true;
    loadIndex().then(
      (loaded) => live && setEngine(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, engine, attempt]);

  // The quotes' texts on their own: the index arriving first must not drop them.
  useEffect(() => {
    if (!open || texts) return;
    let live = true;
    loadTexts().then(
      (loaded) => live && setTexts(loaded),
      () => undefined, // results show without quotes
    );
    return () => {
      live = false;
    };
  }, [open, texts, attempt]);

  const hits = useMemo(() => (engine ? search(engine, query) : []), [engine, query]);
  const current = Math.min(active, Math.max(0, hits.length - 1));
  const optionId = (i: number) => `${id}-result-${i}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const openHit = (hit: SearchHit) => {
    onClose();
    navigate(hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route);
    void land(hit.anchor, hit.terms);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes at once (a search field would first clear itself).
    if (e.key === 'Escape') {
      e.preventDefault();
      return onClose();
    }
    if (hits.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      openHit(hits[current]!);
    }
  };

  return (
    <dialog
      ref={ref}
      css={dialog}
      aria-label="Search the lessons"
      onClose={onClose}
      // A click on the backdrop (outside the panel) closes, as Escape does.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div css={head}>
        <input
          type="search"
          role="combobox"
          aria-label="Search the lessons"
          aria-expanded={hits.length > 0}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(current) : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search: fseek, ->, %d, malloc…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          autoFocus
        />
        <button type="button" css={close} onClick={onClose}>
          Close
        </button>
      </div>
      <p id={`${id}-status`} css={status} role="status">
        {statusText(engine, failed, query, hits)}
      </p>
      {failed && (
        <p css={status}>
          <button
            type="button"
            css={close}
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </p>
      )}
      {hits.length > 0 && (
        <ul id={`${id}-results`} role="listbox" aria-label="Results" css={list}>
          {hits.map((hit, i) => {
            const quoted = texts?.[hit.id] ? snippet(texts[hit.id]!, new Set(hit.terms)) : [];
            return (
              <li
                key={hit.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                onClick={() => openHit(hit)}
                onMouseMove={() => i !== current && setActive(i)}
              >
                <span css={where}>{hit.anchor ? `${hit.lesson} › ${hit.heading}` : hit.lesson}</span>
                {quoted.length > 0 && (
                  <span css={quote}>
                    {quoted.map((part, j) => (part.match ? <mark key={j}>{part.text}</mark> : part.text))}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </dialog>
  );
}
