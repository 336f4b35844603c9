import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import { createRoot, type Root } from 'react-dom/client';
import { colors } from '../theme/tokens.ts';

/** A button of a notice. */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

/** A short message about the site itself (an update, storage), with its actions. */
export interface Notice {
  /** A second notice with the same id replaces the first. */
  id: string;
  text: string;
  actions?: NoticeAction[];
}

const stack = css`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 60;
  display: grid;
  gap: 0.5rem;
  max-width: min(440px, calc(100vw - 2rem));
  @media print {
    display: none;
  }
`;
const card = css`
  background: ${colors.sidebar};
  color: ${colors.sidebarText};
  border-radius: 10px;
  padding: 0.75rem 1rem;
  box-shadow: 0 10px 30px ${colors.shadow};
  p {
    margin: 0 0 0.5rem;
  }
  button {
    font: inherit;
    font-weight: 600;
    min-height: 40px;
    margin-right: 0.5rem;
    padding: 0 0.9rem;
    border-radius: 8px;
    border: 1px solid ${colors.sidebarMuted};
    background: ${colors.surface};
    color: ${colors.text};
    cursor: pointer;
  }
`;

let draw: (() => void) | undefined;
let shown: Notice[] = [];

function Notices({ notices }: { notices: Notice[] }) {
  return (
    <aside css={stack} aria-label="Site notices">
      {/* Always present, so screen readers announce what appears in it. */}
      <div role="status">
        {notices.map((n) => (
          <div key={n.id} css={card} data-notice={n.id}>
            <p>{n.text}</p>
            {n.actions?.map((a) => (
              <button key={a.label} type="button" onClick={a.onClick}>
                {a.label}
              </button>
            ))}
          </div>
        ))}
      </div>
    </aside>
  );
}

/** Its own small React root, so any part of the site can show a notice without a place in the page. */
function render() {
  if (draw) return draw();
  const host = document.createElement('div');
  document.body.append(host);
  const root: Root = createRoot(host);
  const cache = createCache({ key: 'notice' });
  const show = (notices: Notice[]) =>
    root.render(
      <CacheProvider value={cache}>
        <Notices notices={notices} />
      </CacheProvider>,
    );
  draw = () => show(shown);
  // The live region first, empty; its content a frame later, so that it is announced.
  show([]);
  requestAnimationFrame(draw);
}

/** Shows a notice (or replaces the one with its id). */
export function showNotice(notice: Notice): void {
  shown = [...shown.filter((n) => n.id !== notice.id), notice];
  render();
}

/** Takes a notice away. */
export function hideNotice(id: string): void {
  if (!shown.some((n) => n.id === id)) return;
  shown = shown.filter((n) => n.id !== id);
  render();
}
