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

let region: HTMLElement | undefined;

/**
 * The notices' place: a landmark at the bottom left, outside the React tree (so any code can
 * show a notice, and the page's own rendering never removes one), with a live region that exists
 * before its first notice, so screen readers announce what appears in it. Plain DOM: a few
 * elements do not need React.
 */
function place(): HTMLElement {
  if (region) return region;
  const aside = document.createElement('aside');
  aside.setAttribute('aria-label', 'Site notices');
  aside.setAttribute('data-print', 'hide');
  Object.assign(aside.style, {
    position: 'fixed',
    left: '1rem',
    bottom: '1rem',
    zIndex: '60',
    display: 'grid',
    gap: '0.5rem',
    maxWidth: 'min(440px, calc(100vw - 2rem))',
  });
  region = document.createElement('div');
  region.setAttribute('role', 'status');
  aside.append(region);
  document.body.append(aside);
  return region;
}

function card(notice: Notice): HTMLElement {
  const box = document.createElement('div');
  box.dataset.notice = notice.id;
  Object.assign(box.style, {
    background: colors.sidebar,
    color: colors.sidebarText,
    borderRadius: '10px',
    padding: '0.75rem 1rem',
    boxShadow: `0 10px 30px ${colors.shadow}`,
  });
  const text = document.createElement('p');
  text.textContent = notice.text;
  text.style.margin = '0 0 0.5rem';
  box.append(text);
  for (const action of notice.actions ?? []) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = action.label;
    Object.assign(button.style, {
      font: 'inherit',
      fontWeight: '600',
      minHeight: '40px',
      marginRight: '0.5rem',
      padding: '0 0.9rem',
      borderRadius: '8px',
      border: `1px solid ${colors.sidebarMuted}`,
      background: colors.surface,
      color: colors.text,
      cursor: 'pointer',
    });
    button.addEventListener('click', action.onClick);
    box.append(button);
  }
  return box;
}

/** Shows a notice (or replaces the one with its id). */
export function showNotice(notice: Notice): void {
  const live = place();
  const next = card(notice);
  const old = live.querySelector(`[data-notice="${CSS.escape(notice.id)}"]`);
  // A frame later the first time, so the live region is in the page before its content.
  requestAnimationFrame(() => (old ? old.replaceWith(next) : live.append(next)));
}

/** Takes a notice away. */
export function hideNotice(id: string): void {
  region?.querySelector(`[data-notice="${CSS.escape(id)}"]`)?.remove();
}
