/**
 * Where the review queue's boxes are kept: on the device, in their own localStorage entry beside the
 * progress (store.ts), so that a damaged entry here costs no tick, saved program or answer there, and
 * a damaged card costs no other card. The answers themselves stay in the progress (its `quizzes`):
 * a question answered but without a card here gets one from its answer's date (queue.ts's `cardOf`),
 * so progress kept before the queue existed, or brought in by an import, fills the queue too.
 */
import * as z from 'zod/mini';
import { cardOf, type Answered } from './queue.ts';
import { afterAnswer, localDay, type Card } from './schedule.ts';
import type { SafeStorage } from './storage.ts';

export const REVIEW_KEY = 'learn-c:review';

const card = z.strictObject({
  box: z.int().check(z.minimum(1)),
  due: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
/** Version 1; a later version adds optional fields, as the progress does, so this one still reads. */
const record = z.object({ version: z.literal(1), cards: z.record(z.string(), z.unknown()) });

export type Cards = Readonly<Record<string, Card>>;

/**
 * The kept cards. Whatever cannot be read (not JSON, another shape, a card with a bad box or date)
 * is left out, and the entry as it was is set aside under its own key first, never overwritten.
 */
export function readCards(storage: SafeStorage, now = Date.now()): Cards {
  const raw = storage.read(REVIEW_KEY);
  if (!raw) return {};
  const cards: Record<string, Card> = {};
  let damaged = false;
  try {
    const parsed = record.safeParse(JSON.parse(raw));
    if (!parsed.success) damaged = true;
    else
      for (const [id, value] of Object.entries(parsed.data.cards)) {
        const one = card.safeParse(value);
        if (one.success) cards[id] = one.data;
        else damaged = true;
      }
  } catch {
    damaged = true; // not JSON
  }
  if (damaged) storage.write(`${REVIEW_KEY}:unreadable:${now}`, raw);
  return cards;
}

/** Keeps the cards; false when the browser would not. */
export const writeCards = (storage: SafeStorage, cards: Cards): boolean =>
  storage.write(REVIEW_KEY, JSON.stringify({ version: 1, cards }));

/** The cards after an answer to `id` today; `before` is its answer kept so far, if any. */
export function cardsAfterAnswer(
  cards: Cards,
  id: string,
  before: Answered | undefined,
  right: boolean,
  now = new Date(),
): Cards {
  return { ...cards, [id]: afterAnswer(before && cardOf(before, cards[id]), right, localDay(now)) };
}
