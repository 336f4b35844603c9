import { currentIndex, readingLine } from './current.ts';

/**
 * Keeps the current section's link in view in the rail, which scrolls on its own when a long
 * lesson's outline is taller than the window. Only the rail scrolls, never the page.
 */
function follow(id: string) {
  const rail = document.querySelector<HTMLElement>('[data-outline="rail"]');
  const link = rail?.querySelector(`a[href="#${CSS.escape(id)}"]`);
  if (!rail || !link) return;
  const box = rail.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (at.top < box.top || at.bottom > box.bottom)
    rail.scrollTop += at.top - box.top - (box.height - at.height) / 2;
}

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
    if (id === last) return;
    report((last = id));
    if (id) follow(id);
  };
  // The observed band runs from far above the page down to the reading line, so a heading is "in"
  // exactly when it has been reached: crossing the line either way, even in one jump (End key, a
  // link), flips its state and wakes us. Nothing else can change the current section.
  const observer = new IntersectionObserver(update, { rootMargin: '1000000px 0px -75% 0px' });
  headings.forEach((h) => observer.observe(h));
  update();
  return () => observer.disconnect();
}
