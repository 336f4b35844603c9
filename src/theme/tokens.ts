/**
 * Every colour of the site, by name. The values live in src/theme/palette.ts, one set per theme,
 * and reach the page as custom properties in its head (src/vite/themeCss.ts): a component writes
 * `colors.text`, which is `var(--color-text)`, and the theme chosen before first paint applies.
 */
export const colorTokens = [
  'text',
  'muted',
  'page',
  'surface',
  'border',
  'primary',
  'primaryDark',
  'primarySoft',
  'onPrimary',
  'cardShadow',
  'tableStripe',
  'avatarBg',
  'sidebar',
  'sidebarText',
  'sidebarMuted',
  'sidebarStrong',
  'sidebarHover',
  'sidebarLink',
  'online',
  'heroEnd',
  'heroText',
  'heroMuted',
  'heroButton',
  'heroButtonText',
  'codeBg',
  'codeText',
  'codeStrong',
  'codeHeader',
  'codeBorder',
  'codeButtonBorder',
  'codeControlBorder',
  'outputBg',
  'codeLabel',
  'codeGutter',
  'codeGutterText',
  'codeActiveLine',
  'codeSelection',
  'codeComment',
  'codeKeyword',
  'codeString',
  'codeNumber',
  'codeFunction',
  'codeMacro',
  'codeType',
  'codeAccent',
  'codeError',
  'codeErrorBg',
  'codeWarning',
  'codeWarningMark',
  'codeNote',
  'codeLink',
  'codeExplainBg',
  'stopButton',
  'stopButtonHover',
  'scrollHintOnDark',
  'scrollHintOnPage',
  'mistake',
  'mistakeBg',
  'mistakeText',
  'success',
  'successSoft',
  'danger',
  'warning',
  'warningSoft',
  'tip',
  'tipSoft',
  'focus',
  'focusOnDark',
  'statusOk',
  'statusOkText',
  'statusWarn',
  'statusWarnText',
  'statusError',
  'statusErrorText',
  'highlight',
  'scrim',
  'shadow',
] as const;

export type ColorToken = (typeof colorTokens)[number];

/** A custom property's name for a camelCase token: `--color-primary-soft` for ('color', 'primarySoft'). */
export const customProperty = (prefix: string, token: string) =>
  `--${prefix}-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `--color-primary-soft` for `primarySoft`. */
export const colorVariable = (token: string) => customProperty('color', token);

export const colors = Object.fromEntries(colorTokens.map((t) => [t, `var(${colorVariable(t)})`])) as Readonly<
  Record<ColorToken, string>
>;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Below this width the sidebar becomes a drawer, and code wraps its long lines. */
export const narrowWidth = '900px';
export const narrow = `@media (max-width: ${narrowWidth})`;
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
