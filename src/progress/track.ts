import { markRead, savePlace } from './store.ts';

/**
 * When a lesson counts as read: its end has been on screen, and it has been open at least this
 * long. The end alone would count a jump to the bottom (End key, a search result near the end)
 * as reading; time alone would count a tab left open. Together they are a cheap, honest proxy
 * for "went through it", and a short lesson on a tall screen still counts after 20 seconds.
 */
export const READ_AFTER_MS = 20_000;

/** The section heading at or above the top of the window (what "continue" goes back to). */
function sectionAtTop(article: Element): { anchor: string; heading: string } {
  let found = { anchor: '', heading: '' };
  for (const h of article.querySelectorAll(':scope > h2[id], :scope > h3[id]')) {
    if (h.getBoundingClientRect().top > 120) break;
    found = { anchor: h.id, heading: h.textContent ?? '' };
  }
  return found;
}

/**
 * Follows the reading of a lesson whose content ends at `end`: marks it read (see READ_AFTER_MS)
 * and remembers the section being read. Returns the function that stops following.
 */
export function trackLesson(route: string, end: Element): () => void {
  const shown = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    timer = setTimeout(() => markRead(route), Math.max(0, shown + READ_AFTER_MS - Date.now()));
  });
  observer.observe(end);
  // Says the lesson is followed (for tools and tests; nothing is styled by it).
  end.setAttribute('data-reading', route);

  const article = end.closest('article');
  let frame = 0;
  const place = () => {
    frame = 0;
    if (article) savePlace({ route, ...sectionAtTop(article) });
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  place();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    end.removeAttribute('data-reading');
  };
}
