import { describe, expect, it } from 'vitest';
import { checkSize, MAX_IMPORT_BYTES, readExport } from '../../../src/progress/file.ts';
import { sampleKey, challengeKey } from '../../../src/progress/keys.ts';
import { emptyProgress, isEmpty, merge, type Progress } from '../../../src/progress/model.ts';
import { safeStorage, type StorageProblem } from '../../../src/progress/storage.ts';
import { tickRule } from '../../../src/progress/ticks.ts';

/** A Storage that keeps values in a map, and fails as it is told to. */
function fakeStorage(fail?: 'quota' | 'security'): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (i: number) => [...values.keys()][i] ?? null,
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (fail === 'quota') throw new DOMException('full', 'QuotaExceededError');
      if (fail === 'security') throw new DOMException('denied', 'SecurityError');
      values.set(k, v);
    },
    removeItem: (k: string) => void values.delete(k),
    clear: () => values.clear(),
  };
}

describe('safeStorage', () => {
  it('keeps and reads values when the browser allows it', () => {
    const problems: StorageProblem[] = [];
    const storage = safeStorage(
      () => fakeStorage(),
      (p) => problems.push(p),
    );
    expect(storage.write('k', 'v')).toBe(true);
    expect(storage.read('k')).toBe('v');
    storage.remove('k');
    expect(storage.read('k')).toBeNull();
    expect(problems).toEqual([]);
    expect(storage.problem).toBeNull();
  });

  it('reports storage that cannot even be reached (turned off), and never throws', () => {
    const problems: StorageProblem[] = [];
    const storage = safeStorage(
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      (p) => problems.push(p),
    );
    expect(storage.read('k')).toBeNull();
    expect(storage.write('k', 'v')).toBe(false);
    expect(() => storage.remove('k')).not.toThrow();
    expect(storage.problem).toBe('blocked');
    expect(problems[0]).toBe('blocked');
  });

  it('tells a full storage from a refused one', () => {
    const full = safeStorage(() => fakeStorage('quota'));
    expect(full.write('k', 'v')).toBe(false);
    expect(full.problem).toBe('full');
    const refused = safeStorage(() => fakeStorage('security'));
    expect(refused.write('k', 'v')).toBe(false);
    expect(refused.problem).toBe('blocked');
  });

  it('attempts a write whose caller reports the problem itself, without raising the notice', () => {
    const problems: StorageProblem[] = [];
    const full = safeStorage(
      () => fakeStorage('quota'),
      (p) => problems.push(p),
    );
    expect(full.attempt('k', 'v')).toBe('full');
    expect(safeStorage(() => fakeStorage('security')).attempt('k', 'v')).toBe('blocked');
    expect(problems).toEqual([]);
    expect(full.problem).toBeNull();
    const fine = safeStorage(() => fakeStorage());
    expect(fine.attempt('k', 'v')).toBeNull();
    expect(fine.read('k')).toBe('v');
  });
});

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const progress = (p: Partial<Progress>): Progress => ({ ...emptyProgress(), ...p });

describe('progress files', () => {
  const kept = progress({
    lessons: { '/unit1/basics': { read: at(1) } },
    drafts: {
      a: { route: '/unit1/basics', files: ['mine, newer'], saved: at(5) },
      b: { route: '/unit1/basics', files: ['mine, older'], saved: at(2) },
    },
    last: { route: '/unit1/basics', anchor: '', heading: '', at: at(5) },
  });
  const file = progress({
    lessons: { '/unit2/pointers': { read: at(3) } },
    challenges: { c: { route: '/unit2/pointers', title: 'Swap', passed: at(3) } },
    drafts: {
      a: { route: '/unit1/basics', files: ['theirs, older'], saved: at(4) },
      b: { route: '/unit1/basics', files: ['theirs, newer'], saved: at(3) },
    },
    last: { route: '/unit2/pointers', anchor: 'swap', heading: 'Swap', at: at(3) },
  });

  it('merges without losing anything: both sides’ lessons, challenges and programs, the student’s own copy first', () => {
    const merged = merge(kept, file);
    expect(Object.keys(merged.lessons).sort()).toEqual(['/unit1/basics', '/unit2/pointers']);
    expect(Object.keys(merged.challenges)).toEqual(['c']);
    expect(merged.drafts.a!.files).toEqual(['mine, newer']);
    expect(merged.drafts.b!.files).toEqual(['mine, older']);
    const onlyTheirs = merge(progress({}), file);
    expect(onlyTheirs.drafts.b!.files).toEqual(['theirs, newer']);
    expect(merged.last?.route).toBe('/unit1/basics');
    expect(isEmpty(emptyProgress())).toBe(true);
    expect(isEmpty(merged)).toBe(false);
  });

  it('never lets a file’s dates overwrite the student’s own work: a file dated 2099 keeps nothing of its dates', () => {
    const future = '2099-01-01T00:00:00.000Z';
    const now = at(20);
    const forged = progress({
      lessons: { '/unit3/arrays': { read: future } },
      drafts: { a: { route: '/unit1/basics', files: ['overwritten?'], saved: future } },
      quizzes: { q: { route: '/unit1/basics', right: false, at: future } },
      last: { route: '/unit3/arrays', anchor: 'x', heading: 'X', at: future },
    });
    const read = readExport(
      JSON.stringify({ format: 'learn-c-progress', exported: future, progress: forged }),
      now,
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.progress.drafts.a!.saved).toBe(now);
    expect(read.progress.lessons['/unit3/arrays']!.read).toBe(now);
    expect(read.progress.quizzes!.q!.at).toBe(now);
    expect(read.progress.last!.at).toBe(now);
    const merged = merge(kept, read.progress);
    expect(merged.drafts.a!.files).toEqual(['mine, newer']);
    expect(merged.last!.route).toBe('/unit1/basics');
  });

  it('refuses a file larger than a progress file can be, before and after reading it', () => {
    expect(checkSize(MAX_IMPORT_BYTES)).toBeNull();
    expect(checkSize(MAX_IMPORT_BYTES + 1)).toMatch(
      /^it is 2\.0 MB, more than the 2 MB a progress file can be\./,
    );
    const huge = JSON.stringify({
      format: 'learn-c-progress',
      exported: at(6),
      progress: progress({
        drafts: { a: { route: '/unit1/basics', files: ['x'.repeat(MAX_IMPORT_BYTES)], saved: at(1) } },
      }),
    });
    const read = readExport(huge);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(/^it is 2\.0 MB/);
  });

  it('reads an exported file back, and explains a bad one in plain words', () => {
    const good = JSON.stringify({ format: 'learn-c-progress', exported: at(6), progress: file });
    expect(readExport(good)).toEqual({ ok: true, progress: file, exported: at(6) });
    expect(readExport('not json')).toEqual({
      ok: false,
      message: 'it is not a JSON file. Choose the file that Export downloaded.',
    });
    expect(readExport('{"name":"something else"}')).toEqual({
      ok: false,
      message: 'it is not a progress file from this site. Choose the file that Export downloaded.',
    });
    const damaged = JSON.parse(good) as { progress: { lessons: Record<string, unknown> } };
    damaged.progress.lessons['/unit1/basics'] = { read: 'yesterday' };
    expect(readExport(JSON.stringify(damaged))).toEqual({
      ok: false,
      message:
        'it is damaged: progress.lessons["/unit1/basics"].read: expected a date and time such as 2026-11-23T10:00:00Z.',
    });
    const extra = { ...JSON.parse(good), colour: 'blue' } as object;
    expect(readExport(JSON.stringify(extra))).toMatchObject({
      ok: false,
      message: 'it is damaged: unknown field "colour".',
    });
  });
});

describe('keys and ticks', () => {
  it('names a saved copy by its lesson and its original code, so an edited lesson never gets an old copy', () => {
    const files = [{ name: 'hello.c', code: 'int main(void) { return 0; }\n' }];
    expect(sampleKey('/unit1/basics', files)).toBe(sampleKey('/unit1/basics', [{ ...files[0]! }]));
    expect(sampleKey('/unit1/basics', files)).not.toBe(
      sampleKey('/unit1/basics', [{ ...files[0]!, code: 'x' }]),
    );
    expect(sampleKey('/unit1/basics', files)).not.toBe(sampleKey('/unit1/loops', files));
    expect(challengeKey('/unit1/loops', 'FizzBuzz')).toMatch(/^challenge:\/unit1\/loops:[0-9a-f]{8}$/);
  });

  it('draws a tick with words for screen readers', () => {
    expect(tickRule('/unit1/basics', true, 0)).toBe(
      '[data-tick="/unit1/basics"]::before { content: "✓"; content: "✓" / "(read)"; }',
    );
    expect(tickRule('/unit2/pointers', true, 2)).toContain('"✓★" / "(read, 2 challenges passed)"');
  });
});
