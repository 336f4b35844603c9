import type { Plugin } from 'vite';
import { printCss } from './printCss.ts';

/**
 * Puts the print stylesheet (src/print/printCss.ts, written with the theme's named colours) into
 * the page's head as a `<style media="print">`: it costs no JavaScript and no request, and a
 * page kept for offline use prints the same.
 */
export function printPlugin(): Plugin {
  return {
    name: 'print-stylesheet',
    transformIndexHtml() {
      return [{ tag: 'style', attrs: { media: 'print' }, children: printCss(), injectTo: 'head' }];
    },
  };
}
