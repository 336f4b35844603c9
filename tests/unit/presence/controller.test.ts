import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPresence } from '../../../src/presence/controller.ts';
import type { CountReport } from '../../../src/presence/store.ts';
import { deferred, FakeClient } from './fakeClient.ts';

const SESSION = 'session_1700000000000_abc123xyz';
const T0 = new Date('2025-03-01T10:00:00.000Z');

function setup(client = new FakeClient()) {
  const onCount = vi.fn<(value: CountReport) => void>();
  const log = vi.fn<(message: string, error: unknown) => void>();
  const leave = startPresence({ client, sessionId: SESSION, onCount, log, random: () => 0.5 });
  return { client, onCount, log, leave };
}

const shown = (count: number, capped = false) => ({ count, capped });

/** Lets pending backend answers settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('presence on page load', () => {
  it('upserts its own row with session_id and an ISO last_seen into visitors', async () => {
    const { client } = setup();
    await settle();
    expect(client.ops('upsert')).toEqual([
      { op: 'upsert', table: 'visitors', row: { session_id: SESSION, last_seen: T0.toISOString() } },
    ]);
  });

  it('counts visitors with a head-only exact count after the upsert and reports the number', async () => {
    const client = new FakeClient();
    client.setCount(7);
    const { onCount } = setup(client);
    await settle();
    expect(client.calls.map((c) => c.op).slice(0, 2)).toEqual(['upsert', 'select']);
    expect(client.ops('select')).toEqual([
      { op: 'select', table: 'visitors', columns: 'session_id', options: { count: 'exact', head: true } },
    ]);
    expect(onCount.mock.calls).toEqual([[shown(7)]]);
  });

  it('then listens to the one-row live count, not to every change of visitors', async () => {
    const { client } = setup();
    await settle();
    expect(client.ops('subscribe')).toEqual([{ op: 'subscribe', table: 'visitor_count' }]);
  });

  it('reports 0 when the backend answers with no count', async () => {
    const client = new FakeClient();
    client.setCount(null);
    const { onCount } = setup(client);
    await settle();
    expect(onCount.mock.calls).toEqual([[shown(0)]]);
  });
});

describe('live updates', () => {
  it('shows the count a realtime message carries, without a query', async () => {
    const client = new FakeClient();
    client.setCount(3);
    const { onCount } = setup(client);
    await settle();
    client.emitRow({ id: true, online: 4, capped: false, updated_at: T0.toISOString() });
    client.emitRow({ id: true, online: 2, capped: false, updated_at: T0.toISOString() });
    expect(onCount.mock.calls.map((c) => c[0])).toEqual([shown(3), shown(4), shown(2)]);
    expect(client.ops('select')).toHaveLength(1);
  });

  it('shows "capped" when the backend is at its cap, and drops it when it is not', async () => {
    const { client, onCount } = setup();
    await settle();
    client.emitRow({ online: 1000, capped: true });
    client.emitRow({ online: 999, capped: false });
    expect(onCount.mock.calls.slice(1).map((c) => c[0])).toEqual([shown(1000, true), shown(999)]);
  });

  it('ignores a message that does not carry a count', async () => {
    const { client, onCount } = setup();
    await settle();
    client.emitRow({ online: '7', capped: false });
    client.emitRow(null);
    expect(onCount).toHaveBeenCalledTimes(1);
  });

  it('recounts once after realtime comes back, at a random moment so a class does not recount at once', async () => {
    const client = new FakeClient();
    client.setCount(5);
    const { onCount } = setup(client);
    await settle();
    expect(client.ops('select')).toHaveLength(1);
    client.setLive(false);
    client.setCount(8);
    client.setLive(true);
    // random() is 0.5 in these tests: half of the 5 s jitter.
    await vi.advanceTimersByTimeAsync(2_499);
    expect(client.ops('select')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.ops('select')).toHaveLength(2);
    expect(onCount).toHaveBeenLastCalledWith(shown(8));
  });
});

describe('heartbeat', () => {
  it('refreshes last_seen of its own row exactly once every 30000 ms, asking how many rows it touched', async () => {
    const { client } = setup();
    await settle();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(client.ops('update')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(client.ops('update')).toEqual([
      {
        op: 'update',
        table: 'visitors',
        values: { last_seen: new Date(T0.getTime() + 30_000).toISOString() },
        options: { count: 'exact' },
        column: 'session_id',
        value: SESSION,
      },
    ]);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(client.ops('update')).toHaveLength(2);
    expect(client.ops('update')[1]).toMatchObject({
      values: { last_seen: new Date(T0.getTime() + 60_000).toISOString() },
      column: 'session_id',
      value: SESSION,
    });
  });

  it('costs no count while realtime is live, and carries the count while it is not', async () => {
    const client = new FakeClient();
    client.setCount(2);
    const { onCount } = setup(client);
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.ops('select')).toHaveLength(1);

    // No realtime: the plan's connections are all taken, or the socket is down.
    client.setLive(false);
    client.setCount(6);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(client.ops('select')).toHaveLength(2);
    expect(onCount).toHaveBeenLastCalledWith(shown(6));
  });

  it('registers again when its row is gone (the tab slept past the grace window)', async () => {
    const client = new FakeClient();
    client.setCount(1);
    const { onCount } = setup(client);
    await settle();
    client.updateAnswer = () => Promise.resolve({ error: null, count: 0 });
    client.setCount(4);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(client.calls.map((c) => c.op).slice(-3)).toEqual(['update', 'upsert', 'select']);
    expect(onCount).toHaveBeenLastCalledWith(shown(4));
    expect(client.ops('subscribe')).toHaveLength(1);
  });

  it('logs a failed heartbeat as "Error initializing visitor" and keeps beating', async () => {
    const client = new FakeClient();
    const failure = new Error('network down');
    client.updateAnswer = () => Promise.resolve({ error: failure, count: null });
    const { log } = setup(client);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(log.mock.calls).toEqual([['Error initializing visitor', failure]]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(client.ops('update')).toHaveLength(2);
  });
});

describe('leaving the page', () => {
  it('deletes its own row, stops the heartbeat and unsubscribes', async () => {
    const { client, leave } = setup();
    await settle();
    leave();
    await settle();
    expect(client.ops('delete')).toEqual([
      { op: 'delete', table: 'visitors', column: 'session_id', value: SESSION },
    ]);
    expect(client.ops('unsubscribe')).toHaveLength(1);
    expect(client.listeners).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(client.ops('update')).toHaveLength(0);
  });

  it('is idempotent: a second leave deletes nothing more and unsubscribes no more', async () => {
    const { client, leave } = setup();
    await settle();
    leave();
    leave();
    await settle();
    leave();
    await settle();
    expect(client.ops('delete')).toHaveLength(1);
    expect(client.ops('unsubscribe')).toHaveLength(1);
  });

  it('reports no count after leaving, even if a recount answers late', async () => {
    const client = new FakeClient();
    client.setCount(2);
    const pending = deferred<{ error: unknown; count: number | null }>();
    const { onCount, leave } = setup(client);
    await settle();
    expect(onCount).toHaveBeenCalledTimes(1);

    // A recount is in flight when the visitor leaves.
    client.selectAnswer = () => pending.promise;
    client.setLive(false);
    client.setLive(true);
    await vi.advanceTimersByTimeAsync(5_000);
    leave();
    pending.resolve({ error: null, count: 9 });
    await settle();
    expect(onCount).toHaveBeenCalledTimes(1);
  });

  it('deletes at once while a count is still in flight: the page may be gone before it answers', async () => {
    const client = new FakeClient();
    client.selectAnswer = () => deferred<{ error: unknown; count: number | null }>().promise;
    const { leave } = setup(client);
    await settle();
    expect(client.ops('select')).toHaveLength(1);
    leave();
    await settle();
    expect(client.ops('delete')).toHaveLength(1);
  });

  it('still deletes the row when leaving before the upsert has answered', async () => {
    const client = new FakeClient();
    const upsert = deferred<{ error: unknown }>();
    client.upsertAnswer = () => upsert.promise;
    const { leave, onCount } = setup(client);
    await settle();
    leave();
    await settle();
    // The delete must not overtake the upsert, or the upsert would recreate the row.
    expect(client.ops('delete')).toHaveLength(0);

    upsert.resolve({ error: null });
    await settle();
    expect(client.ops('delete')).toEqual([
      { op: 'delete', table: 'visitors', column: 'session_id', value: SESSION },
    ]);
    const ops = client.calls.map((c) => c.op);
    expect(ops.indexOf('upsert')).toBeLessThan(ops.indexOf('delete'));
    expect(client.ops('subscribe')).toHaveLength(0);
    expect(onCount).not.toHaveBeenCalled();
  });
});

describe('errors and limits', () => {
  it('logs "Error initializing visitor" when the upsert answers with an error, shows no count, retries on the heartbeat', async () => {
    const client = new FakeClient();
    client.setCount(5);
    const failure = { message: 'permission denied' };
    client.upsertAnswer = () => Promise.resolve({ error: failure });
    const { log, onCount } = setup(client);
    await settle();
    expect(log.mock.calls).toEqual([['Error initializing visitor', failure]]);
    expect(onCount).not.toHaveBeenCalled();
    expect(client.ops('subscribe')).toHaveLength(0);

    client.upsertAnswer = () => Promise.resolve({ error: null });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(client.ops('upsert')).toHaveLength(2);
    expect(onCount).toHaveBeenLastCalledWith(shown(5));
    expect(client.ops('subscribe')).toHaveLength(1);
  });

  it('logs "Error initializing visitor" when the upsert promise rejects, and reports no count', async () => {
    const client = new FakeClient();
    client.setCount(5);
    const failure = new TypeError('Failed to fetch');
    client.upsertAnswer = () => Promise.reject(failure);
    const { log, onCount } = setup(client);
    await settle();
    expect(log.mock.calls).toEqual([['Error initializing visitor', failure]]);
    expect(onCount).not.toHaveBeenCalled();
  });

  it('still shows the count, as "N+", when the backend is full and refuses the row', async () => {
    const client = new FakeClient();
    client.setCount(1000);
    client.upsertAnswer = () =>
      Promise.resolve({ error: { code: 'visitors_full', message: 'The visitor count is at its cap.' } });
    const { log, onCount } = setup(client);
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    expect(onCount.mock.calls).toEqual([[shown(1000, true)]]);
    expect(client.ops('subscribe')).toHaveLength(1);
  });

  it('still shows the count when its address is rate-limited', async () => {
    const client = new FakeClient();
    client.setCount(40);
    client.upsertAnswer = () =>
      Promise.resolve({ error: { code: 'visitors_rate_limited', message: 'Too many' } });
    const { onCount } = setup(client);
    await settle();
    expect(onCount.mock.calls).toEqual([[shown(40)]]);
  });

  it('logs a failing count and reports no number for it', async () => {
    const client = new FakeClient();
    client.selectAnswer = () => Promise.resolve({ error: { message: 'timeout' }, count: 12 });
    const { log, onCount } = setup(client);
    await settle();
    expect(log.mock.calls.map((c) => c[0])).toEqual(['Error initializing visitor']);
    expect(onCount).not.toHaveBeenCalled();
  });

  it('logs a failing delete on leave', async () => {
    const client = new FakeClient();
    client.deleteAnswer = () => Promise.reject(new Error('offline'));
    const { log, leave } = setup(client);
    await settle();
    leave();
    await settle();
    expect(log.mock.calls.map((c) => c[0])).toEqual(['Error initializing visitor']);
  });
});
