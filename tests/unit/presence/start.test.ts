// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeClient } from './fakeClient.ts';

/** The three backends, each a fake client the test hands out; which of them were made. */
const backend = vi.hoisted(() => ({
  loaded: [] as string[],
  clients: {} as Record<'supabase' | 'service' | 'tabs', unknown>,
}));

vi.mock('../../../src/presence/supabase.ts', () => ({
  createPresenceClient: vi.fn(() => {
    backend.loaded.push('supabase');
    return backend.clients.supabase;
  }),
}));
vi.mock('../../../src/presence/service.ts', () => ({
  createServiceClient: vi.fn(() => {
    backend.loaded.push('service');
    return backend.clients.service;
  }),
}));
vi.mock('../../../src/presence/tabs.ts', () => ({
  createTabsClient: vi.fn(() => {
    backend.loaded.push('tabs');
    return backend.clients.tabs;
  }),
}));

/** What the server answers for presence.json (a static host: the built file). */
function serve(answer: unknown) {
  const fetch = vi.fn(() =>
    answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve(new Response(JSON.stringify(answer), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function freshModules() {
  vi.resetModules();
  backend.loaded = [];
  const clients = { supabase: new FakeClient(), service: new FakeClient(), tabs: new FakeClient() };
  backend.clients = clients;
  const start = await import('../../../src/presence/start.ts');
  const store = await import('../../../src/presence/store.ts');
  return { ...start, ...store, clients };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startPresenceWhenIdle', () => {
  it('with a URL and key, uses Supabase and asks nothing else, and deletes the row on pagehide', async () => {
    const fetch = serve({ service: '/_presence/' });
    const { startPresenceWhenIdle, onlineCount, clients } = await freshModules();
    clients.supabase.setCount(6);
    startPresenceWhenIdle('https://example.supabase.co', 'public-anon-key');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(onlineCount.get()).toEqual({ count: 6, capped: false, local: false }));
    const { createPresenceClient } = await import('../../../src/presence/supabase.ts');
    expect(createPresenceClient).toHaveBeenCalledWith('https://example.supabase.co', 'public-anon-key');
    expect(fetch).not.toHaveBeenCalled();
    expect(backend.loaded).toEqual(['supabase']);
    const upsert = clients.supabase.ops('upsert')[0];
    expect(upsert?.row.session_id).toMatch(/^session_\d+_[a-z0-9]+$/);

    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(clients.supabase.ops('delete')).toHaveLength(1));

    // Restored from the back/forward cache: the same session counts again.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await vi.waitFor(() => expect(clients.supabase.ops('upsert')).toHaveLength(2));
    expect(clients.supabase.ops('upsert')[1]!.row.session_id).toBe(upsert?.row.session_id);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(clients.supabase.ops('delete')).toHaveLength(2));
  });

  it('without Supabase, uses the built-in service the server names in presence.json', async () => {
    const fetch = serve({ service: '/_presence/' });
    const { startPresenceWhenIdle, onlineCount, clients } = await freshModules();
    clients.service.setCount(3);
    startPresenceWhenIdle(undefined, undefined);
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(onlineCount.get()).toEqual({ count: 3, capped: false, local: false }));
    expect(fetch).toHaveBeenCalledWith('/presence.json', { cache: 'no-store' });
    const { createServiceClient } = await import('../../../src/presence/service.ts');
    expect(createServiceClient).toHaveBeenCalledWith('/_presence/');
    expect(backend.loaded).toEqual(['service']);
  });

  for (const [host, answer] of [
    ['a static host', { service: null }],
    ['a host that answers presence.json with something else', { service: 'https://elsewhere.example/' }],
    ['no network', new TypeError('Failed to fetch')],
  ] as const)
    it(`without Supabase or a service (${host}), counts this browser's tabs and says the count is local`, async () => {
      serve(answer);
      const { startPresenceWhenIdle, onlineCount, clients } = await freshModules();
      clients.tabs.setCount(2);
      startPresenceWhenIdle('', '');
      window.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(onlineCount.get()).toEqual({ count: 2, capped: false, local: true }));
      expect(backend.loaded).toEqual(['tabs']);
    });
});
