/** Where a student's explicit choice of theme is kept; no entry means "follow the system". */
export const THEME_KEY = 'learn-c:theme';
export const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * Runs in the page's head before anything is drawn, so a prerendered page never flashes the wrong
 * theme: it sets `data-theme` on <html> from the remembered choice or the system's setting, and
 * again whenever the system's setting changes. Storage can be unavailable (private mode, blocked
 * cookies): then the system's setting decides. Plain ES5, as it runs before any polyfill.
 */
export const themeScript = `(function(){var d=document.documentElement,m=window.matchMedia&&matchMedia(${JSON.stringify(SYSTEM_DARK)});function a(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}d.setAttribute("data-theme",t==="dark"||t==="light"?t:m&&m.matches?"dark":"light")}a();if(m){if(m.addEventListener)m.addEventListener("change",a);else if(m.addListener)m.addListener(a)}})()`;
