import type * as z from 'zod/mini';
import { exportSchema, notAfter, type Progress } from './model.ts';

/**
 * The largest file Import reads: far more than any export (every sample and challenge of the
 * course edited comes to a few hundred kilobytes), and well under the 5 MB or so a browser lets a
 * site keep, so a file this size still fits once read.
 */
export const MAX_IMPORT_BYTES = 2_000_000;

/** The size limit in words, for the message that refuses a larger file. */
const tooBig = (bytes: number) =>
  `it is ${(bytes / 1e6).toFixed(1)} MB, more than the ${MAX_IMPORT_BYTES / 1e6} MB a progress file can be. Choose the file that Export downloaded.`;

/** Why a chosen file is refused before it is even read, or null: the size the browser reports. */
export function checkSize(bytes: number): string | null {
  return bytes > MAX_IMPORT_BYTES ? tooBig(bytes) : null;
}

/** An imported file, read: its progress, or why it cannot be used (nothing is changed then). */
export type ImportResult =
  { ok: true; progress: Progress; exported: string } | { ok: false; message: string };

/** `progress.lessons["/unit1/basics"].read`: where in the file a problem is. */
function pathOf(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) =>
      typeof p === 'number'
        ? `[${p}]`
        : /^[A-Za-z_]\w*$/.test(String(p))
          ? `${i ? '.' : ''}${String(p)}`
          : `[${JSON.stringify(String(p))}]`,
    )
    .join('');
}

/** One problem in plain words. */
function explain(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? `${pathOf(issue.path)}: ` : '';
  switch (issue.code) {
    case 'invalid_type':
      return `${where}expected ${issue.expected === 'object' ? 'a group of fields' : issue.expected}`;
    case 'invalid_format':
      return `${where}expected a date and time such as 2026-11-23T10:00:00Z`;
    case 'unrecognized_keys':
      return `${where}unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_value':
      return `${where}expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    default:
      return `${where}${issue.message}`;
  }
}

/**
 * Reads a file chosen for import. A file that is not one of this site's exports, or that has been
 * damaged, gets a message saying what is wrong and where. No date in it may be later than `now`.
 */
export function readExport(text: string, now: string = new Date().toISOString()): ImportResult {
  // A second guard, on characters: the panel refuses a larger file by its size before reading it.
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, message: tooBig(text.length) };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'it is not a JSON file. Choose the file that Export downloaded.' };
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    (data as { format?: unknown }).format !== 'learn-c-progress'
  )
    return {
      ok: false,
      message: 'it is not a progress file from this site. Choose the file that Export downloaded.',
    };
  const parsed = exportSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const more =
      issues.length > 1
        ? ` (and ${issues.length - 1} more ${issues.length === 2 ? 'problem' : 'problems'})`
        : '';
    return { ok: false, message: `it is damaged: ${explain(issues[0]!)}${more}.` };
  }
  return { ok: true, progress: notAfter(parsed.data.progress, now), exported: parsed.data.exported };
}
