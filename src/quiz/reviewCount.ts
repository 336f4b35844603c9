import { routerBase } from '../site/base.ts';
import { REVIEW_PATH } from '../site/routes.ts';
import { colors } from '../theme/tokens.ts';
import { loadDue } from './reviewDue.ts';
import { questions } from './reviewWords.ts';

/**
 * The top bar's way to the Review page, drawn without React (a root of its own would bring
 * react-dom's client into this chunk); it looks like the bar's other tools (src/theme/toolButton.ts).
 */
const STYLE = `
[data-review-count]{display:inline-flex;align-items:center;justify-content:center;gap:.4rem;box-sizing:border-box;min-width:44px;min-height:44px;padding:0 .6rem;font:inherit;color:${colors.muted};background:${colors.page};border:1px solid ${colors.border};border-radius:8px;text-decoration:none}
[data-review-count]:hover{border-color:${colors.primary};color:${colors.text}}
[data-review-count][hidden]{display:none}
[data-review-count] [data-count]{min-width:1.4rem;padding:0 .35rem;border-radius:999px;background:${colors.primary};color:${colors.onPrimary};font-size:.8rem;font-weight:700;line-height:1.4rem;text-align:center}
@media (max-width:480px){[data-review-count]{padding:0 .4rem}[data-review-count] [data-label]{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}`;

const ICON =
  '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4.5h-4.5" fill="none" stroke="currentColor" stroke-width="2"/></svg>';

function span(text: string, attribute: string): HTMLSpanElement {
  const el = document.createElement('span');
  el.setAttribute(attribute, '');
  el.textContent = text;
  return el;
}

/**
 * Shows the count: the word, and the number due when there are any; its name says it in words
 * ("Review 3 questions due"). Hidden until the student has answered a question.
 */
export function drawCount(link: HTMLAnchorElement, due: { count: number; answered: number }): void {
  link.hidden = due.answered === 0;
  link.dataset.reviewCount = String(due.count);
  // The name in words, beginning with the text shown ("Review 3"), as WCAG 2.5.3 asks.
  link.setAttribute(
    'aria-label',
    due.count > 0 ? `Review ${questions(due.count)} due` : 'Review, nothing due today',
  );
  const count = span(String(due.count), 'data-count');
  count.setAttribute('aria-hidden', 'true');
  link.innerHTML = ICON; // a constant of this file, never content
  // The space keeps the text shown "Review 3", not "Review3", for the name to begin with.
  link.append(span('Review', 'data-label'), ...(due.count > 0 ? [' ', count] : []));
}

const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));

/**
 * Puts the count in the top bar's tools, from the quiz renderer's chunk, which every page loads when
 * idle, so no page's first load carries it. It waits until React has hydrated the bar (an element React did not render
 * would fail hydration), and puts itself back whenever a page change draws a new bar.
 */
export function mountDueCount(): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  const href = routerBase + REVIEW_PATH;
  const link = document.createElement('a');
  link.href = href;
  link.hidden = true;
  // The app's router follows history.pushState (wouter listens for it): no reload, as with its links.
  link.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (location.pathname !== href) history.pushState(null, '', href);
  });
  const place = () => {
    if (location.pathname === href) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
    const slot = document.querySelector('[data-slot="top-bar-tools"]');
    if (!slot || link.parentElement === slot) return true;
    if (!hydrated(slot)) return false;
    slot.prepend(link);
    return true;
  };
  const untilHydrated = () => place() || setTimeout(untilHydrated, 200);
  untilHydrated();
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true });

  let asked = 0;
  let listening = false;
  const read = () => {
    const ask = ++asked;
    loadDue().then(
      ({ queue, subscribe }) => {
        if (!listening) listening = !!subscribe(read);
        if (ask === asked) drawCount(link, { count: queue.due.length, answered: queue.answered });
      },
      () => undefined, // no count is better than a wrong one
    );
  };
  read();
  // A question falls due at the student's midnight: a tab left open overnight counts again.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && read());
}
