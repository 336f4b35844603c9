import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPresence } from '../../../src/presence/controller.ts';
import { deferred, FakeClient } from './fakeClient.ts';

const SESSION = 'session_1700000000000_abc123xyz';
const T0 = new Date('2025-03-01T10:00:00.000Z');

function setup(client = new FakeClient()) {
  const onCount = vi.fn<(count: number) => void>();
  const log = vi.fn<(message: string, error: unknown) => void>();
  const leave = startPresence({ client, sessionId: SESSION, onCount, log, now: () => new Date() });
  return { client, onCount, log, leave };
}

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
      { op: 'select', table: 'visitors', columns: '*', options: { count: 'exact', head: true } },
    ]);
    expect(onCount).toHaveBeenCalledTimes(1);
    expect(onCount).toHaveBeenLastCalledWith(7);
  });

  it('subscribes to changes on the visitors table', async () => {
    const { client } = setup();
    await settle();
    expect(client.ops('subscribe')).toEqual([{ op: 'subscribe', table: 'visitors' }]);
  });

  it('reports 0 when the backend answers with no count', async () => {
    const client = new FakeClient();
    client.setCount(null);
    const { onCount } = setup(client);
    await settle();
    expect(onCount).toHaveBeenCalledTimes(1);
    expect(onCount).toHaveBeenLastCalledWith(0);
  });
});

describe('live updates', () => {
  it('recounts on a change event and reports the new number', async () => {
    const client = new FakeClient();
    client.setCount(3);
    const { onCount } = setup(client);
    await settle();
    expect(onCount).toHaveBeenLastCalledWith(3);

    client.setCount(4);
    client.emitChange();
    await settle();
    expect(client.ops('select')).toHaveLength(2);
    expect(onCount).toHaveBeenCalledTimes(2);
    expect(onCount).toHaveBeenLastCalledWith(4);
  });
});

describe('heartbeat', () => {
  const updates = (client: FakeClient) => client.ops('update');

  it('refreshes last_seen of its own row exactly once every 30000 ms', async () => {
    const { client } = setup();
    await settle();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(updates(client)).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(updates(client)).toEqual([
      {
        op: 'update',
        table: 'visitors',
        values: { last_seen: new Date(T0.getTime() + 30_000).toISOString() },
        column: 'session_id',
        value: SESSION,
      },
    ]);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(updates(client)).toHaveLength(2);
    expect(updates(client)[1]).toMatchObject({
      values: { last_seen: new Date(T0.getTime() + 60_000).toISOString() },
      column: 'session_id',
      value: SESSION,
    });
  });

  it('logs a failed heartbeat as "Error initializing visitor" and keeps beating', async () => {
    const client = new FakeClient();
    const failure = new Error('network down');
    client.updateAnswer = () => Promise.resolve({ error: failure });
    const { log } = setup(client);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('Error initializing visitor');
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

  it('reports no count after leaving, even if a change arrives late', async () => {
    const client = new FakeClient();
    client.setCount(2);
    const pending = deferred<{ error: unknown; count: number | null }>();
    const { onCount, leave } = setup(client);
    await settle();
    expect(onCount).toHaveBeenCalledTimes(1);

    // A recount is in flight when the visitor leaves.
    client.selectAnswer = () => pending.promise;
    client.emitChange();
    leave();
    pending.resolve({ error: null, count: 9 });
    await settle();
    expect(onCount).toHaveBeenCalledTimes(1);
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

describe('errors', () => {
  it('logs "Error initializing visitor" when the upsert answers with an error, and reports no count', async () => {
    const client = new FakeClient();
    client.setCount(5);
    const failure = { message: 'permission denied' };
    client.upsertAnswer = () => Promise.resolve({ error: failure });
    const { log, onCount } = setup(client);
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Error initializing visitor', failure);
    expect(onCount).not.toHaveBeenCalled();
    expect(client.ops('subscribe')).toHaveLength(0);
  });

  it('logs "Error initializing visitor" when the upsert promise rejects, and reports no count', async () => {
    const client = new FakeClient();
    client.setCount(5);
    const failure = new TypeError('Failed to fetch');
    client.upsertAnswer = () => Promise.reject(failure);
    const { log, onCount } = setup(client);
    await settle();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe('Error initializing visitor');
    expect(log.mock.calls[0]?.[1]).toBe(failure);
    expect(onCount).not.toHaveBeenCalled();
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
