/**
 * The review schedule: Leitner boxes. Chosen over SM-2 because a quick question is graded right or
 * wrong, never on SM-2's six-point scale of how hard recall felt, and because a box number and a
 * date are easy to explain and to keep: a right answer moves a question up a box and waits twice
 * as long before asking again; a wrong one sends it back to the first box. Pure: no clock, no storage.
 */

/** A calendar day in the student's time zone, `2026-11-26`: questions fall due on days, not instants. */
export type Day = string;

/** Days to wait before asking again, by box (box 1 is index 0): each box doubles the last. */
export const BOX_DAYS = [1, 2, 4, 8, 16] as const;
export const TOP_BOX = BOX_DAYS.length;

/** Where a question stands: its box, and the first day it is due again. */
export interface Card {
  box: number;
  due: Day;
}

/**
 * The day `now` falls on where the student is (or in `timeZone`): a question due "tomorrow" is due
 * from the student's midnight, not from midnight in UTC.
 */
export function localDay(now: Date, timeZone?: string): Day {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day `days` after `day`, counted on the calendar (no clock, so no daylight-saving slips). */
export function addDays(day: Day, days: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  const at = (day: Day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

export const isDue = (card: Card, today: Day) => card.due <= today;

/**
 * The card after an answer given `today`. A question seen for the first time starts in box 1, due
 * tomorrow. A wrong answer sends it back to box 1, due tomorrow. A right answer to a question that
 * is due moves it up a box (the top box stays the top); a right answer before it is due (the
 * question met again in its lesson) changes nothing, so reading a lesson twice skips no waiting.
 */
export function afterAnswer(card: Card | undefined, right: boolean, today: Day): Card {
  if (!card || !right) return { box: 1, due: addDays(today, BOX_DAYS[0]) };
  if (!isDue(card, today)) return card;
  const box = Math.min(card.box + 1, TOP_BOX);
  return { box, due: addDays(today, BOX_DAYS[box - 1]!) };
}
