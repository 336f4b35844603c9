import type * as z from 'zod/mini';
import { exportSchema, type Progress } from './model.ts';

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
 * damaged, gets a message saying what is wrong and where.
 */
export function readExport(text: string): ImportResult {
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
  return { ok: true, progress: parsed.data.progress, exported: parsed.data.exported };
}
