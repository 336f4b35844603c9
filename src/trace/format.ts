/**
 * Constants of the trace format that the browser needs, apart from the zod schema (schema.ts) so
 * that importing them never brings zod into the stepper's chunk.
 */

/** Text for a scalar that is not set yet (a set char is quoted, `'?'`, so the two never meet). */
export const UNSET = '?';

/** Version of the format, for a reader to refuse a file it cannot draw. */
export const TRACE_VERSION = 1;
