import { currentIndex, readingLine } from './current.ts';

/**
 * Follows which section is being read and reports its id ('' above the first heading). Loaded on
 * demand after the page is up: an IntersectionObserver wakes it only when a heading crosses the
 * reading line, instead of a listener running on every scroll event. Returns the function that stops it.
 */
export function trackSections(ids: readonly string[], report: (id: string) => void): () => void {
  const headings = ids.flatMap((id) => {
    const el = document.getElementById(id);
    return el ? [el] : [];
  });
  let last: string | undefined;
  const update = () => {
    const i = currentIndex(
      headings.map((h) => h.getBoundingClientRect().top),
      readingLine(window.innerHeight),
    );
    const id = headings[i]?.id ?? '';
    if (id !== last) report((last = id));
  };
  // The observed band runs from far above the page down to the reading line, so a heading is "in"
  // exactly when it has been reached: crossing the line either way, even in one jump (End key, a
  // link), flips its state and wakes us. Nothing else can change the current section.
  const observer = new IntersectionObserver(update, { rootMargin: '1000000px 0px -75% 0px' });
  headings.forEach((h) => observer.observe(h));
  update();
  return () => observer.disconnect();
}
