/**
 * The top bar's slot for site-wide tools (search, theme toggle), shown on the right before the badge.
 * Empty for now: a tool added here appears on every page, in the bar's one row, without touching the
 * bar's layout. Keep each tool a 44 px target and load its code lazily: this is on every first load.
 */
export function TopBarTools() {
  return null;
}
