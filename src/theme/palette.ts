import type { ColorToken } from './tokens.ts';

/**
 * The two themes' values for every named colour. Only the build reads this file (it writes the
 * values into each page's head as custom properties, src/vite/themeCss.ts); components use
 * `colors.name`, which is `var(--color-name)`, so a theme switch repaints without JavaScript.
 *
 * Text colours keep 4.5:1 contrast on the backgrounds they are used on, in both themes
 * (tests/unit/palette.test.ts lists the pairs and checks them).
 */
export type Palette = Readonly<Record<ColorToken, string>>;

/**
 * The sidebar, the footer, the hero and the code and run panels are dark in both themes, so their
 * colours are shared: a student switching themes finds the code exactly as it was.
 */
const darkPanels = {
  sidebar: '#0f172a',
  sidebarText: '#e2e8f0',
  sidebarMuted: '#a3b1c6',
  /** Headings and the logo on the sidebar and the footer. */
  sidebarStrong: '#ffffff',
  sidebarHover: '#1e293b',
  sidebarLink: '#bfdbfe',
  /** The dot beside "N students online". */
  online: '#4ade80',
  /** The home page's banner: a gradient from `sidebar` to `heroEnd`, with white text. */
  heroEnd: '#1e3a8a',
  heroText: '#ffffff',
  heroMuted: '#e2e8f0',
  heroButton: '#ffffff',
  heroButtonText: '#1e3a8a',
  codeBg: '#1e293b',
  codeText: '#e2e8f0',
  /** The brightest text on a code panel: the caret, a result's title, a hovered link. */
  codeStrong: '#f8fafc',
  /** The title strip of a code panel and the run toolbar. */
  codeHeader: '#0f172a',
  codeBorder: '#334155',
  codeButtonBorder: '#64748b',
  /** Borders of fields and tables inside the run panel. */
  codeControlBorder: '#475569',
  /** Where a program's input and output are shown, under its code. */
  outputBg: '#0b1220',
  /** Labels on the dark code panels (INPUT, OUTPUT, the language). */
  codeLabel: '#cbd5e1',
  /** The line-number gutter, the same in the read-only view and the editor. */
  codeGutter: '#172033',
  codeGutterText: '#94a3b8',
  codeActiveLine: '#26334a',
  codeSelection: '#3b5998',
  // Syntax colours, shared by the highlighted view (Prism) and the editor (CodeMirror).
  codeComment: '#a3b3c9',
  codeKeyword: '#c4b5fd',
  codeString: '#86efac',
  codeNumber: '#fdba74',
  codeFunction: '#7dd3fc',
  codeMacro: '#f9a8d4',
  codeType: '#fde68a',
  /** The run panel's own buttons: Run on its toolbar, and its hover. */
  codeAccent: '#60a5fa',
  /** Compiler messages by severity, and the explanations under them. */
  codeError: '#fca5a5',
  codeErrorBg: '#3b1d1d',
  codeWarning: '#fcd34d',
  codeWarningMark: '#fbbf24',
  codeNote: '#93c5fd',
  codeLink: '#bfdbfe',
  codeExplainBg: '#111c33',
  /** Stop, for a program that is still running. */
  stopButton: '#b91c1c',
  stopButtonHover: '#991b1b',
  /** Code that shows a mistake on purpose ("don't copy"). */
  mistake: '#f87171',
  mistakeBg: '#2a1215',
  mistakeText: '#fecaca',
  /** The edge shadow that shows a dark panel scrolls sideways. */
  scrollHintOnDark: 'rgba(148, 163, 184, 0.45)',
  /** Focus ring on the dark panels (sidebar, code, footer). */
  focusOnDark: '#fbbf24',
  /**
   * The status chips on the dark run toolbar ("✓ Exit code 0", "✕ Compilation failed", "3 of 7
   * tests pass"): a strong fill with pale text, the same in both themes, as the toolbar is.
   */
  statusOk: '#166534',
  statusOkText: '#dcfce7',
  statusWarn: '#92400e',
  statusWarnText: '#fef3c7',
  statusError: '#991b1b',
  statusErrorText: '#fee2e2',
} as const;

export const light: Palette = {
  ...darkPanels,
  text: '#1f2937',
  muted: '#4b5563',
  page: '#f8fafc',
  surface: '#ffffff',
  border: '#d9e0ea',
  primary: '#1d4ed8',
  primaryDark: '#1e3a8a',
  primarySoft: '#e8effd',
  /** Text on a `primary` or `primaryDark` background (buttons, the current lesson in the sidebar). */
  onPrimary: '#ffffff',
  /** The hover glow of a card. */
  cardShadow: 'rgba(29, 78, 216, 0.12)',
  tableStripe: '#f5f7fb',
  /** Behind a photo while it loads. */
  avatarBg: '#dbe4f0',
  /** The edge shadow that shows a box on the page scrolls sideways. */
  scrollHintOnPage: 'rgba(15, 23, 42, 0.22)',
  success: '#166534',
  successSoft: '#dcfce7',
  danger: '#991b1b',
  warning: '#92400e',
  warningSoft: '#fef3c7',
  tip: '#065f46',
  tipSoft: '#d1fae5',
  /** Focus ring on the page's own surfaces (6.7:1 on white). */
  focus: '#1d4ed8',
  /** Behind a search match, in prose and in code (text on it uses `text`). */
  highlight: '#fde68a',
  /** Dims the page behind the drawer and modal dialogs. */
  scrim: 'rgba(15, 23, 42, 0.55)',
  /** Under things that float over the page: the badge's card, the drawer, dialogs, notices. */
  shadow: 'rgba(15, 23, 42, 0.25)',
};

export const dark: Palette = {
  ...darkPanels,
  text: '#e5e7eb',
  muted: '#a8b3c5',
  page: '#0b1120',
  surface: '#141d2f',
  border: '#2e3c55',
  primary: '#8cb4ff',
  primaryDark: '#c2d6fc',
  primarySoft: '#1c2c4c',
  onPrimary: '#0b1220',
  cardShadow: 'rgba(140, 180, 255, 0.14)',
  tableStripe: '#182338',
  avatarBg: '#2e3c55',
  scrollHintOnPage: 'rgba(148, 163, 184, 0.35)',
  success: '#86efac',
  successSoft: '#10301f',
  danger: '#fca5a5',
  warning: '#fcd34d',
  warningSoft: '#33270b',
  tip: '#6ee7b7',
  tipSoft: '#0d2c25',
  focus: '#93c5fd',
  highlight: '#7c4a0a',
  scrim: 'rgba(0, 0, 0, 0.6)',
  shadow: 'rgba(0, 0, 0, 0.5)',
};
