import { describe, expect, it } from 'vitest';
import { loadAlongsideLessons, loadLesson } from '../../../src/site/lessons.ts';

// The fixture course's lessons (tests/fixtures/course).
describe('loading a lesson with what it needs alongside', () => {
  it('resolves only once the work alongside is done, and a failure there does not fail the lesson', async () => {
    const asked: string[] = [];
    let finish = () => undefined as void;
    loadAlongsideLessons((route) => {
      asked.push(route);
      return new Promise<void>((done) => (finish = done));
    });
    let ready = false;
    const loading = loadLesson('/unit1/hello').then(() => (ready = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual(['/unit1/hello']);
    expect(ready).toBe(false);
    finish();
    await loading;
    expect(ready).toBe(true);

    loadAlongsideLessons(() => Promise.reject(new Error('offline')));
    await expect(loadLesson('/unit1/loops')).resolves.toBeUndefined();
  });
});
