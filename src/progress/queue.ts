/**
 * The review queue, from what the student has answered: pure, so the top bar's count and the Review
 * page read the same answer.
 */
import { addDays, isDue, localDay, type Card, type Day } from './schedule.ts';

/** What the progress keeps of an answered question (model.ts's QuizProgress, as far as read here). */
export interface Answered {
  route: string;
  at: string;
}

export interface Queued {
  id: string;
  route: string;
  card: Card;
}

export interface ReviewQueue {
  /** The questions due today, interleaved across lessons. */
  due: Queued[];
  /** The first day a question falls due after today, if any is waiting. */
  next?: Day | undefined;
  /** How many questions the queue draws from. */
  answered: number;
}

/**
 * A question's card: the one kept, or for a question answered before it had one (answered before
 * the review queue existed, brought in by an imported file, or whose card was unreadable), the card
 * a first answer on the day it was answered would have given it.
 */
export function cardOf(answered: Answered, kept: Card | undefined, timeZone?: string): Card {
  return kept ?? { box: 1, due: addDays(localDay(new Date(answered.at), timeZone), 1) };
}

/**
 * Deals the lists out one from each in turn, so that no lesson's questions come in a run while
 * another's wait: interleaved practice, which novices learn more from than one topic at a time.
 */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; out.length < lists.reduce((n, l) => n + l.length, 0); i++)
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

/**
 * The queue for `today`: every answered question whose card is due, taken from the lessons in
 * reading order (`order`; lessons it does not list come last), the longest-waiting of each first.
 * `exists` leaves out questions the course no longer has (an editor changed or removed them).
 */
export function reviewQueue(
  answered: Readonly<Record<string, Answered>>,
  cards: Readonly<Record<string, Card>>,
  today: Day,
  options: { order?: readonly string[]; exists?: (id: string) => boolean; timeZone?: string } = {},
): ReviewQueue {
  const { order = [], exists = () => true, timeZone } = options;
  const all = Object.entries(answered)
    .filter(([id]) => exists(id))
    .map(([id, a]) => ({ id, route: a.route, card: cardOf(a, cards[id], timeZone) }));
  const due = all.filter((q) => isDue(q.card, today));
  const byRoute = new Map<string, Queued[]>();
  for (const q of due) byRoute.set(q.route, [...(byRoute.get(q.route) ?? []), q]);
  const rank = (route: string) => {
    const i = order.indexOf(route);
    return i < 0 ? order.length : i;
  };
  const routes = [...byRoute.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const oldestFirst = (a: Queued, b: Queued) =>
    a.card.due.localeCompare(b.card.due) || a.id.localeCompare(b.id);
  const waiting = all.filter((q) => !isDue(q.card, today)).map((q) => q.card.due);
  return {
    due: interleave(routes.map((r) => byRoute.get(r)!.sort(oldestFirst))),
    next: waiting.sort()[0],
    answered: all.length,
  };
}
