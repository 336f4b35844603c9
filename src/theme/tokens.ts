/** Colours chosen for WCAG AA contrast (4.5:1 or more for text) on the backgrounds they are used on. */
export const colors = {
  text: '#1f2937',
  muted: '#4b5563',
  page: '#f8fafc',
  surface: '#ffffff',
  border: '#d9e0ea',
  primary: '#1d4ed8',
  primaryDark: '#1e3a8a',
  primarySoft: '#e8effd',
  sidebar: '#0f172a',
  sidebarText: '#e2e8f0',
  sidebarMuted: '#a3b1c6',
  codeBg: '#1e293b',
  codeText: '#e2e8f0',
  /** The title strip of a code panel and the run toolbar. */
  codeHeader: '#0f172a',
  codeBorder: '#334155',
  codeButtonBorder: '#64748b',
  /** Where a program's input and output are shown, under its code. */
  outputBg: '#0b1220',
  /** Labels on the dark code panels (INPUT, OUTPUT, the language). */
  codeLabel: '#cbd5e1',
  /** The line-number gutter, the same in the read-only view and the editor. */
  codeGutter: '#172033',
  codeGutterText: '#94a3b8',
  // Syntax colours, shared by the highlighted view (Prism) and the editor (CodeMirror).
  codeComment: '#a3b3c9',
  codeKeyword: '#c4b5fd',
  codeString: '#86efac',
  codeNumber: '#fdba74',
  codeFunction: '#7dd3fc',
  codeMacro: '#f9a8d4',
  codeType: '#fde68a',
  /** The edge shadow that shows a box scrolls sideways: light on dark panels, dark on light ones. */
  scrollHintOnDark: 'rgba(148, 163, 184, 0.45)',
  scrollHintOnLight: 'rgba(15, 23, 42, 0.22)',
  /** Code that shows a mistake on purpose ("don't copy"). */
  mistake: '#f87171',
  mistakeBg: '#2a1215',
  mistakeText: '#fecaca',
  success: '#166534',
  successSoft: '#dcfce7',
  danger: '#991b1b',
  warning: '#92400e',
  warningSoft: '#fef3c7',
  tip: '#065f46',
  tipSoft: '#d1fae5',
  /** Focus ring on light surfaces (6.7:1 on white) and on the dark ones (sidebar, code, footer). */
  focus: '#1d4ed8',
  focusOnDark: '#fbbf24',
  /** Behind a search match, in prose and in code (text on it uses `text`). */
  highlight: '#fde68a',
  /** Dims the page behind the drawer and modal dialogs. */
  scrim: 'rgba(15, 23, 42, 0.55)',
  /** Under things that float over the page: the badge's card, the drawer, dialogs, notices. */
  shadow: 'rgba(15, 23, 42, 0.25)',
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Below this width the sidebar becomes a drawer. */
export const narrow = '@media (max-width: 900px)';
/** Phones: stacked tables, compact badge. */
export const phone = '@media (max-width: 480px)';
/** Wide enough for a right-hand rail beside the lesson (an "On this page" outline). */
export const wide = '@media (min-width: 1280px)';
export const SIDEBAR_WIDTH = 280;
/** The sticky top bar's height: anchored headings and scrolled-to results land below it. */
export const TOP_BAR_HEIGHT = 64;
export const TOP_BAR_HEIGHT_NARROW = 56;
/** The longest prose line, about 70 characters: the measure the issue asks for. */
export const MEASURE = '68ch';
