import type { Plugin } from 'vite';
import { themeCss } from './themeCss.ts';
import { themeScript } from '../theme/themeScript.ts';

/**
 * Puts both themes' colours (src/theme/palette.ts) and the script that picks one into the head of
 * every page, ahead of everything else: the right theme is there at first paint, costs no request
 * and no JavaScript chunk, and works the same for a page kept for offline use.
 */
export function themePlugin(): Plugin {
  return {
    name: 'theme',
    transformIndexHtml() {
      return [
        { tag: 'script', children: themeScript, injectTo: 'head' },
        { tag: 'style', attrs: { id: 'theme' }, children: themeCss(), injectTo: 'head' },
      ];
    },
  };
}
