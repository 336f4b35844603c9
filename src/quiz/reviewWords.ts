const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 question", "3 questions". */
export const questions = (n: number) => plural(n, 'question', 'questions');

/** When a day (`2026-11-28`, `days` after today) comes, as a sentence ends: "tomorrow", "on Saturday 28 November". */
export function dueWhen(day: string, days: number): string {
  if (days <= 1) return 'tomorrow';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // The day is a calendar day already; formatted in UTC so that no time zone moves it.
  const words = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
  return `on ${words}`;
}
