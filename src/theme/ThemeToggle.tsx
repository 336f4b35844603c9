import { css } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { toolButton } from './toolButton.ts';
import { SYSTEM_DARK, THEME_KEY } from './themeScript.ts';

const root = () => document.documentElement;
const isDark = () => root().getAttribute('data-theme') === 'dark';

/** The theme lives on <html data-theme>, set by the pre-paint script: watch that attribute. */
function subscribe(changed: () => void) {
  const observer = new MutationObserver(changed);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * Switches to the other theme and remembers it; choosing what the system already asks for forgets
 * the choice, so the page follows the system's setting again. If storage is unavailable the choice
 * lasts until the page is left.
 */
function toggle() {
  const next = isDark() ? 'light' : 'dark';
  root().setAttribute('data-theme', next);
  const system = matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light';
  try {
    if (next === system) localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, next);
  } catch {
    // Private mode or blocked storage: the theme still changes for this page.
  }
}

// The icon follows the attribute through CSS (`html`, not `:root`: Emotion would read that as `&:root`), so the prerendered button is right before hydration.
const button = css`
  ${toolButton};
  display: inline-grid;
  place-items: center;
  padding: 0;
  html[data-theme='dark'] & [data-moon],
  html:not([data-theme='dark']) & [data-sun] {
    display: none;
  }
`;

/** The top bar's theme switch: a toggle button, pressed while the dark theme is on. */
export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return (
    <button type="button" css={button} aria-label="Dark theme" aria-pressed={dark} onClick={toggle}>
      <svg data-moon="" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <svg data-sun="" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
