/**
 * What the dev server tells the page about the curriculum's problems (types only: both the server
 * and the overlay in the browser import this, and it imports nothing).
 */

/** One problem `npm run validate` finds, located. */
export interface OverlayIssue {
  file: string;
  line: number;
  column: number;
  /** `blocks[3].text`, or empty for the whole file. */
  path: string;
  message: string;
}

/** The problems of one file, with the page it is (lesson files only). */
export interface FileProblems {
  file: string;
  route?: string;
  issues: OverlayIssue[];
}

/** What `npm run check` found for a lesson after it was saved: each check's problems. */
export interface LessonChecks {
  file: string;
  route?: string;
  state: 'running' | 'done';
  /** Only the checks that found something. */
  failed: { name: string; problems: string[] }[];
}

export interface OverlayPayload {
  files: FileProblems[];
  checks: LessonChecks[];
  /** A problem outside the lessons (the site's or a unit's file): the pages cannot show the changes. */
  blocking: boolean;
}

/** The custom event the server sends, and the address the page asks on load. */
export const OVERLAY_EVENT = 'curriculum:problems';
export const OVERLAY_PATH = '@curriculum/problems.json';
