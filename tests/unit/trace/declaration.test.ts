import { describe, expect, it } from 'vitest';
import { declaration } from '../../../src/trace/layout/scene.ts';

describe('a variable as C declares it', () => {
  it('puts the name where C does, and keeps a `$` in a name (gcc allows it) as written', () => {
    expect(declaration('int *', 'p')).toBe('int *p');
    expect(declaration('char [8]', 'name')).toBe('char name[8]');
    expect(declaration('int (*)[3]', 'row')).toBe('int (*row)[3]');
    expect(declaration('int (*)[3]', '$$')).toBe('int (*$$)[3]');
  });
});
