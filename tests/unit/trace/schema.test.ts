import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storedTraces } from '../../../scripts/traces/store.ts';
import { trace } from '../../../src/trace/schema.ts';
import * as f from './fixtures.ts';

const kinds = [
  f.swapStep,
  f.arrayStep,
  f.stringStep,
  f.matrixStep,
  f.structStep,
  f.unionStep,
  f.heapStep,
  f.endStep,
  f.recursionStep,
  f.elsewhereStep,
];

describe('the trace format', () => {
  it('accepts a trace of every kind of step', () => {
    expect(trace.safeParse(f.trace(...kinds)).success).toBe(true);
  });

  it('holds every stored trace, each named after its own key', () => {
    const files = storedTraces(process.cwd());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const parsed = trace.safeParse(JSON.parse(readFileSync(`traces/${file}`, 'utf8')));
      expect(parsed.error, file).toBeUndefined();
      expect(file.endsWith(`-${parsed.data!.key}.json`), file).toBe(true);
    }
  });

  it('refuses a pointer without a target, naming where it is', () => {
    const broken = f.trace(
      f.step({
        frames: [f.frame('main', 3, [f.variable('p', 'int *', { kind: 'pointer', text: '0x1' } as never)])],
      }),
    );
    const result = trace.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['steps', 0, 'frames', 0]);
    // A frame is a call or library code: the call's reason names the missing target.
    const reason = JSON.stringify(result.error!.issues[0]);
    expect(reason).toContain('"path":["variables",0,"value"]');
    expect(reason).toContain(
      '"path":["target"],"message":"Invalid input: expected object, received undefined"',
    );
  });

  it('refuses a step without a description, and a trace of another version', () => {
    const { description: _d, ...undescribed } = f.swapStep;
    expect(trace.safeParse({ ...f.trace(f.swapStep), steps: [undescribed] }).success).toBe(false);
    expect(trace.safeParse({ ...f.trace(f.swapStep), version: 2 }).success).toBe(false);
  });
});
