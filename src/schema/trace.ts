import { z } from 'zod';

/** `8-14`, `8-14, 20`: line numbers and ranges of them, separated by commas. */
const LINES = /^\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*$/;

/**
 * The lines a traced sample's stepper shows, from its `trace` field: `null` for every line.
 * `true` shows every step; `"8-14, 20"` (or one number) only the steps that stop on those lines.
 */
export function traceLines(trace: TraceField | undefined): number[] | null {
  if (trace === undefined || typeof trace === 'boolean') return null;
  const lines = new Set<number>();
  for (const part of String(trace).split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number(n.trim()));
    for (let n = from!; n <= to!; n++) lines.add(n);
  }
  return [...lines].sort((a, b) => a - b);
}

const HOW = 'write true to show every step, or the lines to show, like "8-14" or "8-14, 20"';

/**
 * The `trace` field of a code block: marks a complete C program to be traced by `npm run traces`
 * and shown with a memory stepper. Written `true`, or the lines whose steps to show. The pattern
 * reaches editors through the JSON Schema; a range that runs backwards only `npm run validate` sees.
 */
export const traceField = z
  .union([
    z.boolean(),
    z.string().regex(LINES, 'must be true (every step) or the lines to show, like "8-14" or "8-14, 20"'),
    z.number().int(`is not a line number: ${HOW}`).min(1, `lines are numbered from 1: ${HOW}`),
  ])
  .superRefine((value, ctx) => {
    if (typeof value !== 'string') return;
    for (const part of value.split(',')) {
      const [from, to] = part.split('-').map((n) => Number(n.trim()));
      if (from === 0) ctx.addIssue({ code: 'custom', message: `lines are numbered from 1: ${HOW}` });
      else if (to !== undefined && to < from!)
        ctx.addIssue({ code: 'custom', message: `the range '${part.trim()}' ends before it starts: ${HOW}` });
    }
  })
  .meta({
    description:
      'Show this program step by step with a picture of its memory (traced by gdb: run npm run traces after changing the code). true shows every step; "8-14" only the steps on those lines.',
    examples: [true, '8-14', '8-14, 20'],
  });

export type TraceField = z.output<typeof traceField>;
