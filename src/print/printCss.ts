import { colors } from '../theme/tokens.ts';

/**
 * The print stylesheet: a lesson prints as clean pages. The site's chrome (sidebar, top bar, badge,
 * notices) and every button go; dark code panels print dark text on white, with no dark strips
 * (gutter, output labels) even when backgrounds are printed; code wraps instead of being cut at the
 * margin (in print only: on screen it scrolls); links show where they go. A memory stepper prints
 * as its first picture (an open one as its sample), scaled to the page; the footer's placeholders
 * (`[Street address]`) are not printed; a Parsons problem prints as its lines, without its Check panel. Solutions are opened for printing by src/print/usePrinting.ts.
 */
export function printCss(): string {
  return `
@page { margin: 1.6cm 1.4cm; }
#sidebar, [data-topbar], [data-testid="badge"], [data-testid="online-count"], [data-testid="online-scope"],
a[href="#main"], button,
[data-runbar], [role="dialog"], dialog, [data-print="hide"] { display: none !important; }
html, body { background: ${colors.surface} !important; color: ${colors.text} !important; }
body { font-size: 11pt; }
#root div, main { display: block !important; max-width: none !important; min-height: 0 !important;
  padding-left: 0 !important; padding-right: 0 !important; margin-left: 0 !important; margin-right: 0 !important;
  animation: none !important; box-shadow: none !important; overflow: visible !important; }
pre, code, kbd, .cm-content, .cm-line { white-space: pre-wrap !important; overflow-wrap: anywhere !important; }
pre, figure, .cm-editor, .cm-scroller, [role="region"] { overflow: visible !important; max-height: none !important; }
figure, figcaption, pre, .cm-editor, .cm-gutters, .cm-activeLine, [data-block], table, th, td {
  background: ${colors.surface} !important; color: ${colors.text} !important; border-color: ${colors.border} !important; }
figure *, pre *, .cm-content * { color: ${colors.text} !important; }
figure *, [data-trace] * { background: transparent !important; border-color: ${colors.border} !important; }
figure .gutter { border-right: 1px solid ${colors.border}; }
pre .ln::before { color: ${colors.muted} !important; }
figure { border: 1px solid ${colors.border} !important; }
figcaption, pre { break-inside: avoid-page; }
[data-trace="stepper"], [data-placeholder] { display: none !important; }
/* Controls outside a code panel: the id outranks the \`#root div\` rule above. A Parsons problem prints
   as its lines to arrange (each one a button on screen), without its Check panel. */
#root [data-runbar], #root [data-parsons-check] { display: none !important; }
#root [data-list] button[data-line] { display: block !important; border: 0 !important; background: none !important;
  color: ${colors.text} !important; text-align: left; white-space: pre-wrap; }
[data-stepping] > figure { display: block !important; }
svg[data-trace-picture] { max-width: 100%; height: auto; }
h1, h2, h3, h4 { break-after: avoid-page; }
tr, li { break-inside: avoid-page; }
footer, footer * { background: transparent !important; color: ${colors.text} !important; }
main a[href]:not([href^="#"])::after { content: " (" attr(href) ")"; font-size: 0.85em;
  color: ${colors.muted}; overflow-wrap: anywhere; }
`.trim();
}
