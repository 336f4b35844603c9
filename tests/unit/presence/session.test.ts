import { describe, expect, it, vi } from 'vitest';
import { createSessionId } from '../../../src/presence/session.ts';
import { formatOnline, onlineCount } from '../../../src/presence/store.ts';

describe('createSessionId', () => {
  it('is "session_", a timestamp, "_" and random lower-case letters or digits', () => {
    expect(createSessionId()).toMatch(/^session_\d+_[a-z0-9]+$/);
  });

  it('uses the current time as the timestamp', () => {
    const before = Date.now();
    const id = createSessionId();
    const stamp = Number(id.split('_')[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('gives two visitors different ids', () => {
    expect(createSessionId()).not.toBe(createSessionId());
  });

  it('gives two visitors arriving in the same millisecond different ids', () => {
    const now = 1_700_000_000_000;
    expect(createSessionId(now)).not.toBe(createSessionId(now));
  });

  it('stays well-formed at the extremes of the random source', () => {
    expect(createSessionId(5, () => 0)).toMatch(/^session_5_[a-z0-9]+$/);
    expect(createSessionId(5, () => 0.999999999)).toMatch(/^session_5_[a-z0-9]+$/);
  });
});

describe('onlineCount store', () => {
  it('starts at 0, so the footer shows "0 online" before any answer', () => {
    expect(formatOnline(onlineCount.get())).toBe('0 online');
  });

  it('notifies subscribers of a new count until they unsubscribe, and not of the same count again', () => {
    const listener = vi.fn();
    const stop = onlineCount.subscribe(listener);
    onlineCount.set({ count: 4, capped: false, local: false });
    expect(onlineCount.get()).toEqual({ count: 4, capped: false, local: false });
    onlineCount.set({ count: 4, capped: false, local: false });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    onlineCount.set({ count: 5, capped: false, local: false });
    expect(listener).toHaveBeenCalledTimes(1);
    onlineCount.set({ count: 0, capped: false, local: false });
  });
});

describe('formatOnline', () => {
  it('is a number followed by the word "online", with "+" when the backend is at its cap', () => {
    expect(formatOnline({ count: 3, capped: false })).toBe('3 online');
    expect(formatOnline({ count: 1000, capped: true })).toBe('1000+ online');
  });
});
