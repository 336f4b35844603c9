/**
 * Runs `task` once the browser is idle after the page has loaded, so that work nobody is waiting
 * for never competes with reading. Browser only.
 */
export function whenIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
