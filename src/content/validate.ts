import type { z } from 'zod';
import { explain } from './explain.ts';
import { formatPath, type AuthorIssue } from './issues.ts';
import type { SourceDoc } from './load.ts';
import { valueAt } from './locate.ts';
import { closest } from './suggest.ts';
import { allowedKeys } from './zodShape.ts';

/** Validates a parsed file against its schema; every problem comes back located and explained. */
export function validateSource<S extends z.ZodType>(
  source: SourceDoc,
  schema: S,
): { value: z.output<S> | undefined; issues: AuthorIssue[] } {
  let data: unknown;
  try {
    data = source.doc.toJS();
  } catch {
    // An unresolved alias; the load stage has already reported where it is.
    return { value: undefined, issues: [] };
  }
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data, issues: [] };
  // A misspelled key is also a missing one: report the misspelling only, since fixing it fixes both.
  const misspelled = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = allowedKeys(schema, data, issue.path);
    for (const key of issue.keys) {
      const meant = closest(key, allowed);
      if (meant) misspelled.add(formatPath([...issue.path, meant]));
    }
  }
  const kept = result.error.issues.filter(
    (issue) =>
      !(
        issue.code === 'invalid_type' &&
        valueAt(data, issue.path) === undefined &&
        misspelled.has(formatPath(issue.path))
      ),
  );
  return { value: undefined, issues: kept.flatMap((issue) => explain(source, data, schema, issue)) };
}
