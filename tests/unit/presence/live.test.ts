import { describe, expect, it } from 'vitest';
import { GRACE_MS, HEARTBEAT_MS } from '../../../src/presence/constants.ts';
import { LiveTabs, type LiveCount } from '../../../src/presence/server/live.ts';

/** The built-in service's memory of open tabs, on a clock the test moves by hand. */
function setup(options: { maxTabs?: number; maxTabsPerAddress?: number } = {}) {
  let now = 1_700_000_000_000;
  const tabs = new LiveTabs({ now: () => now, ...options });
  const heard: LiveCount[] = [];
  tabs.subscribe((count) => heard.push(count));
  return { tabs, heard, wait: (ms: number) => (now += ms) };
}

const id = (n: number) => `session_1700000000000_tab${n}`;
const secret = (n: number) => n.toString(16).padStart(32, '0');

describe('the built-in service’s tabs', () => {
  it('counts a tab from its registration to its leaving, and tells listeners each change', () => {
    const { tabs, heard } = setup();
    expect(tabs.register(id(1), secret(1), '10.0.0.1')).toBeNull();
    expect(tabs.register(id(2), secret(2), '10.0.0.2')).toBeNull();
    expect(tabs.count()).toBe(2);
    expect(tabs.leave(id(1), secret(1))).toBe(1);
    expect(tabs.count()).toBe(1);
    expect(heard).toEqual([
      { online: 1, capped: false },
      { online: 2, capped: false },
      { online: 1, capped: false },
    ]);
  });

  it('keeps a tab while it beats, and forgets one silent for the grace window, as the database does', () => {
    const { tabs, heard, wait } = setup();
    tabs.register(id(1), secret(1), '10.0.0.1');
    tabs.register(id(2), secret(2), '10.0.0.1');
    for (let beat = 0; beat < 4; beat++) {
      wait(HEARTBEAT_MS);
      expect(tabs.refresh(id(1), secret(1))).toBe(1);
    }
    // Tab 2 crashed 120 s ago: gone once its grace window passed, without anyone asking.
    expect(tabs.count()).toBe(1);
    expect(heard.at(-1)).toEqual({ online: 1, capped: false });
    expect(GRACE_MS).toBe(2.5 * HEARTBEAT_MS);
    // Its heartbeat, had it woken up, finds no row, so the client registers again.
    expect(tabs.refresh(id(2), secret(2))).toBe(0);
  });

  it('counts a tab that missed one heartbeat', () => {
    const { tabs, wait } = setup();
    tabs.register(id(1), secret(1), '10.0.0.1');
    wait(GRACE_MS);
    expect(tabs.count()).toBe(1);
    wait(1);
    expect(tabs.count()).toBe(0);
  });

  it('lets only a tab’s own secret refresh or remove it, and refreshes it on a second upsert', () => {
    const { tabs } = setup();
    tabs.register(id(1), secret(1), '10.0.0.1');
    expect(tabs.refresh(id(1), secret(2))).toBe(0);
    expect(tabs.leave(id(1), secret(2))).toBe(0);
    expect(tabs.leave(id(1), undefined)).toBe(0);
    expect(tabs.register(id(1), secret(2), '10.0.0.1')).toMatchObject({
      status: 403,
      code: 'visitors_not_owner',
    });
    expect(tabs.register(id(1), secret(1), '10.0.0.1')).toBeNull();
    expect(tabs.count()).toBe(1);
  });

  it('refuses what the database refuses: no secret, a malformed or long id, two rows for one secret', () => {
    const { tabs } = setup();
    expect(tabs.register(id(1), undefined, 'a')).toMatchObject({ status: 403, code: 'visitors_no_secret' });
    expect(tabs.register(id(1), 'abc', 'a')).toMatchObject({ status: 403, code: 'visitors_no_secret' });
    expect(tabs.register('not-a-session', secret(1), 'a')).toMatchObject({ status: 400 });
    expect(tabs.register(`session_1_${'a'.repeat(60)}`, secret(1), 'a')).toMatchObject({ status: 400 });
    expect(tabs.register({ id: 1 }, secret(1), 'a')).toMatchObject({ status: 400 });
    expect(tabs.register(id(1), secret(1), 'a')).toBeNull();
    expect(tabs.register(id(2), secret(1), 'a')).toMatchObject({ status: 409 });
    expect(tabs.count()).toBe(1);
  });

  it('caps the tabs in all, showing the count as "N+", and per address', () => {
    const { tabs, heard } = setup({ maxTabs: 3, maxTabsPerAddress: 2 });
    expect(tabs.register(id(1), secret(1), '10.0.0.1')).toBeNull();
    expect(tabs.register(id(2), secret(2), '10.0.0.1')).toBeNull();
    expect(tabs.register(id(3), secret(3), '10.0.0.1')).toMatchObject({
      status: 429,
      code: 'visitors_rate_limited',
    });
    expect(tabs.register(id(3), secret(3), '10.0.0.2')).toBeNull();
    expect(heard.at(-1)).toEqual({ online: 3, capped: true });
    expect(tabs.register(id(4), secret(4), '10.0.0.3')).toMatchObject({ status: 503, code: 'visitors_full' });
    tabs.leave(id(1), secret(1));
    expect(heard.at(-1)).toEqual({ online: 2, capped: false });
  });
});
