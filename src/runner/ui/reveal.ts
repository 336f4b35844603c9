/**
 * Scrolls the page just enough to show an element that is out of view (such as a run's result below
 * the fold), below the sticky top bar. A result taller than the screen shows its start. Does nothing
 * when it is in view already.
 */
export function reveal(el: Element | null): void {
  if (!el) return;
  const box = el.getBoundingClientRect();
  const top = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 8;
  const bottom = window.innerHeight;
  if (box.top >= top && box.bottom <= bottom) return;
  const delta = box.top < top || box.height > bottom - top ? box.top - top : box.bottom - bottom;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: delta, behavior: smooth ? 'smooth' : 'auto' });
}
