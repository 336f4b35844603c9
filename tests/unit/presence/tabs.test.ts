import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PresenceClient } from '../../../src/presence/client.ts';
import { GRACE_MS, TABS_CHANNEL } from '../../../src/presence/constants.ts';
import { startPresence } from '../../../src/presence/controller.ts';
import type { CountReport } from '../../../src/presence/store.ts';
import { createTabsClient } from '../../../src/presence/tabs.ts';

/**
 * A copy of the site with no backend counts this browser's own tabs. Each "tab" here is its own
 * client on a real BroadcastChannel (Node's, the browser's API), driven by the site's controller.
 */
const channels: BroadcastChannel[] = [];
const open = () => {
  const channel = new BroadcastChannel(TABS_CHANNEL);
  channels.push(channel);
  return channel;
};
const cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.splice(0).forEach((stop) => stop());
  channels.splice(0).forEach((c) => c.close());
});

let clock = 1_700_000_000_000;
const now = () => clock;

function tab(n: number, client: PresenceClient = createTabsClient(open, now)) {
  const shown: CountReport[] = [];
  const leave = startPresence({
    client,
    sessionId: `session_1700000000000_tab${n}`,
    onCount: (count) => shown.push(count),
    log: (_message, error) => {
      throw error;
    },
  });
  cleanup.push(leave);
  return { client, leave, last: () => shown.at(-1)?.count };
}

describe('the own-tabs count', () => {
  it('shows a new tab the tabs already open, and them the new one', async () => {
    const first = tab(1);
    await vi.waitFor(() => expect(first.last()).toBe(1));
    const second = tab(2);
    const third = tab(3);
    for (const t of [first, second, third]) await vi.waitFor(() => expect(t.last()).toBe(3));
  });

  it('drops a tab that leaves at once, and one that vanished once its grace window has passed', async () => {
    const first = tab(1);
    const second = tab(2);
    let crashing: BroadcastChannel | undefined;
    tab(
      3,
      createTabsClient(() => (crashing = open()), now),
    );
    await vi.waitFor(() => expect(first.last()).toBe(3));
    second.leave();
    await vi.waitFor(() => expect(first.last()).toBe(2));

    // The third tab's browser killed it: it never says goodbye.
    crashing!.close();
    clock += GRACE_MS;
    await first.client
      .from('visitors')
      .update({ last_seen: '' }, { count: 'exact' })
      .eq('session_id', 'session_1700000000000_tab1');
    expect(first.last()).toBe(2);
    clock += 1;
    await first.client
      .from('visitors')
      .update({ last_seen: '' }, { count: 'exact' })
      .eq('session_id', 'session_1700000000000_tab1');
    expect(first.last()).toBe(1);
  });

  it('counts again after the page comes back from the back/forward cache', async () => {
    const first = tab(1);
    const client = createTabsClient(open, now);
    const second = tab(2, client);
    await vi.waitFor(() => expect(first.last()).toBe(2));
    second.leave();
    await vi.waitFor(() => expect(first.last()).toBe(1));
    const back = tab(2, client);
    await vi.waitFor(() => expect(back.last()).toBe(2));
    await vi.waitFor(() => expect(first.last()).toBe(2));
  });
});
