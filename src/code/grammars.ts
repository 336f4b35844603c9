/**
 * The Prism grammars in every page's first download: C (and clike, which it extends). Any other
 * grammar a lesson uses is imported by that lesson's chunk (see src/vite/curriculumPlugin.ts).
 */
export const ALWAYS_LOADED: ReadonlySet<string> = new Set(['c', 'clike']);
