import { colors } from '../theme/tokens.ts';
import { matchSpans } from './tokenize.ts';

/** The name of the CSS highlight that marks matches on the page. */
export const HIGHLIGHT_NAME = 'search-match';
const LANDED = 'data-search-target';
/** How long to wait for a lesson's content (its chunk may be on its way) before giving up. */
const WAIT_MS = 10_000;
/** What ends holding a heading in place: the student moving on (scrolling, typing, clicking, going back). */
const RELEASE = ['wheel', 'touchstart', 'keydown', 'pointerdown', 'popstate', 'hashchange'] as const;
let releaseHeld: (() => void) | undefined;

/**
 * Keeps a heading where it was scrolled to while content above it settles (memory pictures,
 * editors and questions load after the text and grow), until the student moves on. Each time the
 * lesson's size changes, the heading is put back; there is no time limit, because on a busy machine
 * or a slow network that content can arrive many seconds later (a fixed 3-second hold let it push
 * the heading down the page).
 */
function hold(target: HTMLElement) {
  releaseHeld?.();
  const top = target.getBoundingClientRect().top;
  const observer = new ResizeObserver(() => {
    if (!target.isConnected) return release();
    const drift = target.getBoundingClientRect().top - top;
    if (Math.abs(drift) > 1) window.scrollBy(0, drift);
  });
  const release = () => {
    observer.disconnect();
    RELEASE.forEach((e) => window.removeEventListener(e, release));
    if (releaseHeld === release) releaseHeld = undefined;
  };
  releaseHeld = release;
  RELEASE.forEach((e) => window.addEventListener(e, release, { passive: true }));
  observer.observe(document.getElementById('main') ?? document.body);
}

let styled = false;
/** The highlight's colours and the room a heading keeps under the sticky top bar, once. */
function addStyles() {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.textContent = `
::highlight(${HIGHLIGHT_NAME}) { background-color: ${colors.highlight}; color: ${colors.text}; }
#main [id] { scroll-margin-top: 5.5rem; }
[${LANDED}] { animation: search-landed 2s ease-out; }
@keyframes search-landed { from { background-color: ${colors.highlight}; } to { background-color: transparent; } }
@media print { ::highlight(${HIGHLIGHT_NAME}) { background-color: transparent; } }`;
  document.head.append(style);
}

/** The heading a result opens at: its anchor, or the lesson's title for the part above the first heading. */
function findTarget(anchor: string): HTMLElement | null {
  const main = document.getElementById('main');
  if (!main) return null;
  if (!anchor) return main.querySelector('h1');
  const target = document.getElementById(anchor);
  return target && main.contains(target) ? target : null;
}

/** A section heading of the lesson (headings inside blocks are titles, not sections). */
const isSection = (el: Element) => /^H[23]$/.test(el.tagName) && el.id !== '';

/** The heading and everything after it up to the next section heading: the section a result names. */
export function sectionOf(target: HTMLElement): HTMLElement[] {
  const elements = [target];
  for (let el = target.nextElementSibling; el && !isSection(el); el = el.nextElementSibling)
    elements.push(el as HTMLElement);
  return elements;
}

const BLOCKS = 'p,li,td,th,pre,h1,h2,h3,h4,h5,h6,figcaption,caption,summary,div,section,aside';

/** Ranges of every match of the terms in the visible text of the elements. */
export function matchRanges(elements: HTMLElement[], terms: ReadonlySet<string>): Range[] {
  // One string of all the text, so a token split by highlighting (`#` and `include`) is found whole;
  // a line break between blocks, so the end of one paragraph never runs into the next.
  const nodes: { node: Text; start: number }[] = [];
  let joined = '';
  let lastBlock: Element | null = null;
  for (const root of elements) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest('[hidden]')) continue;
      const block = node.parentElement?.closest(BLOCKS) ?? null;
      if (block !== lastBlock) joined += '\n';
      lastBlock = block;
      nodes.push({ node, start: joined.length });
      joined += node.data;
    }
  }
  const at = (offset: number, end: boolean) => {
    // The node holding the offset; an end offset at a node's end stays in that node.
    let i = nodes.length - 1;
    while (i > 0 && (end ? nodes[i]!.start >= offset : nodes[i]!.start > offset)) i--;
    const { node, start } = nodes[i]!;
    return { node, offset: Math.min(offset - start, node.data.length) };
  };
  return matchSpans(joined, terms).map(([start, end]) => {
    const range = document.createRange();
    const from = at(start, false);
    const to = at(end, true);
    range.setStart(from.node, from.offset);
    range.setEnd(to.node, to.offset);
    return range;
  });
}

/**
 * Opens a result on its page: once the section's heading is there, scrolls to it, moves focus to it
 * (so a screen reader reads on from there), marks it for a moment and highlights every match of the
 * terms in the section (with the CSS Custom Highlight API, which leaves React's DOM untouched).
 */
export function land(anchor: string, terms: readonly string[]): Promise<HTMLElement | null> {
  addStyles();
  const started = performance.now();
  return new Promise((resolve) => {
    const step = () => {
      const target = findTarget(anchor);
      if (!target) {
        if (performance.now() - started < WAIT_MS) requestAnimationFrame(step);
        else resolve(null);
        return;
      }
      target.scrollIntoView({ block: 'start' });
      hold(target);
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      target.setAttribute(LANDED, '');
      setTimeout(() => target.removeAttribute(LANDED), 2000);
      if ('highlights' in CSS)
        CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...matchRanges(sectionOf(target), new Set(terms))));
      resolve(target);
    };
    requestAnimationFrame(step);
  });
}
