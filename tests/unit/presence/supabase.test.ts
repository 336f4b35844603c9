import { describe, expect, it, vi } from 'vitest';

/** supabase-js, as far as the adapter uses it: what it was asked to create and join. */
const made = vi.hoisted(
  (): { options: unknown; channels: { topic: string; config: unknown; filter?: unknown }[] } => ({
    options: undefined,
    channels: [],
  }),
);

vi.mock('@supabase/supabase-js', () => ({
  REALTIME_SUBSCRIBE_STATES: { SUBSCRIBED: 'SUBSCRIBED' },
  createClient: (_url: string, _key: string, options: unknown) => {
    made.options = options;
    return {
      from: () => ({}),
      channel(topic: string, config: unknown) {
        const channel = {
          on(_kind: string, filter: unknown) {
            made.channels.push({ topic, config, filter });
            return channel;
          },
          subscribe: () => channel,
        };
        return channel;
      },
      removeChannel: () => Promise.resolve('ok'),
    };
  },
}));

describe('the Supabase adapter', () => {
  it('listens to the count on the private channel the migrations authorize, never a public one', async () => {
    const { createPresenceClient } = await import('../../../src/presence/supabase.ts');
    const { COUNT_TOPIC } = await import('../../../src/presence/constants.ts');
    const client = createPresenceClient('https://example.supabase.co', 'anon', 'f'.repeat(32));
    client.subscribe('visitor_count', { onRow: () => undefined, onStatus: () => undefined });
    expect(made.channels).toEqual([
      {
        topic: COUNT_TOPIC,
        config: { config: { private: true } },
        filter: { event: 'UPDATE', schema: 'public', table: 'visitor_count' },
      },
    ]);
    expect(made.options).toMatchObject({ global: { headers: { 'x-visitor-secret': 'f'.repeat(32) } } });
  });
});
