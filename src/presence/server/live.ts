import { createHash } from 'node:crypto';
import { FULL, GRACE_MS } from '../constants.ts';

/** The count as the service sends it: the same row shape as the database's visitor_count. */
export interface LiveCount {
  online: number;
  capped: boolean;
}

/** Why a request was refused: the HTTP status and the `{ code, message }` the client reads. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export interface LiveTabsOptions {
  now?: () => number;
  /** How long a tab counts after its last heartbeat. */
  graceMs?: number;
  /** At most this many tabs in all; past it the count is shown as "N+". */
  maxTabs?: number;
  /** At most this many tabs from one network address (the service has no proxy before it). */
  maxTabsPerAddress?: number;
}

/** The client's session id, as the database checks it: "session_", a timestamp, "_", random characters. */
const SESSION_ID = /^session_[0-9]{1,20}_[a-z0-9]{1,32}$/;
/** A tab's secret: 128 bits or more, as hex. */
const SECRET = /^[0-9a-f]{32,128}$/;

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const refusal = (status: number, code: string, message: string): Refusal => ({ status, code, message });

interface Tab {
  owner: string;
  address: string;
  seen: number;
}

/**
 * The tabs open on a server that serves the site (`npm start`), kept in memory by the rules the
 * database keeps them by: one row per session id and per secret, owned by the hash of its tab's
 * secret (so nobody else can refresh or remove it), counted while heard from within the grace
 * window, and capped. Pure apart from its clock, so that tests can move time by hand.
 */
export class LiveTabs {
  private readonly tabs = new Map<string, Tab>();
  private readonly listeners = new Set<(count: LiveCount) => void>();
  private last: LiveCount = { online: 0, capped: false };
  private readonly now: () => number;
  private readonly graceMs: number;
  private readonly maxTabs: number;
  private readonly maxTabsPerAddress: number;

  constructor({
    now = Date.now,
    graceMs = GRACE_MS,
    maxTabs = 1000,
    maxTabsPerAddress = 200,
  }: LiveTabsOptions = {}) {
    this.now = now;
    this.graceMs = graceMs;
    this.maxTabs = maxTabs;
    this.maxTabsPerAddress = maxTabsPerAddress;
  }

  /** Registers a tab, or refreshes it when it is already there and the secret is its owner's. */
  register(sessionId: unknown, secret: string | undefined, address: string): Refusal | null {
    if (typeof sessionId !== 'string' || sessionId.length > 64 || !SESSION_ID.test(sessionId))
      return refusal(
        400,
        'visitors_bad_session',
        'A session id is "session_", a timestamp, "_" and letters.',
      );
    if (!secret || secret.length > 128 || !SECRET.test(secret))
      return refusal(403, 'visitors_no_secret', 'A visitor row needs a 128-bit x-visitor-secret.');
    this.prune();
    const owner = hash(secret);
    const tab = this.tabs.get(sessionId);
    if (tab) {
      if (tab.owner !== owner) return refusal(403, 'visitors_not_owner', 'This row belongs to another tab.');
      tab.seen = this.now();
      return null;
    }
    if ([...this.tabs.values()].some((t) => t.owner === owner))
      return refusal(409, 'visitors_one_row_per_secret', 'This secret already has a row.');
    if (this.tabs.size >= this.maxTabs) return refusal(503, FULL, 'The visitor count is at its cap.');
    if ([...this.tabs.values()].filter((t) => t.address === address).length >= this.maxTabsPerAddress)
      return refusal(429, 'visitors_rate_limited', 'Too many visitors from this address.');
    this.tabs.set(sessionId, { owner, address, seen: this.now() });
    this.publish();
    return null;
  }

  /** A heartbeat: resolves to the rows refreshed, 0 when the tab is gone (then it registers again). */
  refresh(sessionId: string, secret: string | undefined): number {
    this.prune();
    const tab = this.tabs.get(sessionId);
    if (!tab || !secret || tab.owner !== hash(secret)) return 0;
    tab.seen = this.now();
    return 1;
  }

  /** A tab leaving: resolves to the rows removed. */
  leave(sessionId: string, secret: string | undefined): number {
    const tab = this.tabs.get(sessionId);
    if (!tab || !secret || tab.owner !== hash(secret)) return 0;
    this.tabs.delete(sessionId);
    this.publish();
    return 1;
  }

  /** The tabs heard from within the grace window. */
  count(): number {
    this.prune();
    return this.tabs.size;
  }

  /** The count now, as it is sent. */
  current(): LiveCount {
    this.prune();
    return this.last;
  }

  /** Forgets the tabs not heard from within the grace window (a crashed tab, a closed lid). */
  prune(): void {
    let gone = false;
    for (const [id, tab] of this.tabs)
      if (this.now() - tab.seen > this.graceMs) {
        this.tabs.delete(id);
        gone = true;
      }
    if (gone) this.publish();
  }

  /** Hears every change of the count; returns how to stop. */
  subscribe(listener: (count: LiveCount) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(): void {
    const online = this.tabs.size;
    const next = { online, capped: online >= this.maxTabs };
    if (next.online === this.last.online && next.capped === this.last.capped) return;
    this.last = next;
    this.listeners.forEach((l) => l(next));
  }
}
