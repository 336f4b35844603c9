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
  success: '#166534',
  successSoft: '#dcfce7',
  warning: '#92400e',
  warningSoft: '#fef3c7',
  tip: '#065f46',
  tipSoft: '#d1fae5',
  focus: '#f59e0b',
} as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Below this width the sidebar becomes a drawer. */
export const narrow = '@media (max-width: 900px)';
export const SIDEBAR_WIDTH = 280;
