// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClient } from './fakeClient.ts';

const backend = vi.hoisted((): { imported: boolean; client: unknown } => ({
  imported: false,
  client: undefined,
}));

vi.mock('../../../src/presence/supabase.ts', () => {
  backend.imported = true;
  return { createPresenceClient: vi.fn(() => backend.client) };
});

async function freshModules() {
  vi.resetModules();
  backend.imported = false;
  const start = await import('../../../src/presence/start.ts');
  const store = await import('../../../src/presence/store.ts');
  return { ...start, ...store };
}

/** Gives the idle callback, the lazy import and the backend answers time to run. */
const idle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('startPresenceWhenIdle', () => {
  it('without a backend URL or key, loads no backend client, makes no call and shows 0', async () => {
    const { startPresenceWhenIdle, onlineCount } = await freshModules();
    const client = new FakeClient();
    backend.client = client;
    startPresenceWhenIdle(undefined, undefined);
    startPresenceWhenIdle('https://example.supabase.co', undefined);
    startPresenceWhenIdle(undefined, 'public-anon-key');
    startPresenceWhenIdle('', '');
    window.dispatchEvent(new Event('load'));
    await idle();
    expect(backend.imported).toBe(false);
    expect(client.calls).toEqual([]);
    expect(onlineCount.get()).toEqual({ count: 0, capped: false });
  });

  it('with a URL and key, starts presence once idle, shows the count, and deletes the row on pagehide', async () => {
    const { startPresenceWhenIdle, onlineCount } = await freshModules();
    const client = new FakeClient();
    client.setCount(6);
    backend.client = client;
    startPresenceWhenIdle('https://example.supabase.co', 'public-anon-key');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(onlineCount.get().count).toBe(6));
    const { createPresenceClient } = await import('../../../src/presence/supabase.ts');
    expect(createPresenceClient).toHaveBeenCalledWith('https://example.supabase.co', 'public-anon-key');
    const upsert = client.ops('upsert')[0];
    expect(upsert?.op === 'upsert' && upsert.row.session_id).toMatch(/^session_\d+_[a-z0-9]+$/);

    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(client.ops('delete')).toHaveLength(1));

    // Restored from the back/forward cache: the same session counts again.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await vi.waitFor(() => expect(client.ops('upsert')).toHaveLength(2));
    expect(client.ops('upsert')[1]!.row.session_id).toBe(upsert?.op === 'upsert' && upsert.row.session_id);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(client.ops('delete')).toHaveLength(2));
  });
});
