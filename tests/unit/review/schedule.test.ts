import { describe, expect, it } from 'vitest';
import {
  addDays,
  afterAnswer,
  BOX_DAYS,
  daysBetween,
  isDue,
  localDay,
  TOP_BOX,
} from '../../../src/progress/schedule.ts';

describe('the Leitner schedule', () => {
  it('starts a question met for the first time in box 1, due the next day, right or wrong', () => {
    expect(afterAnswer(undefined, true, '2026-03-10')).toEqual({ box: 1, due: '2026-03-11' });
    expect(afterAnswer(undefined, false, '2026-03-10')).toEqual({ box: 1, due: '2026-03-11' });
  });

  it('moves a due question answered right up one box, waiting twice as long each box', () => {
    let card = afterAnswer(undefined, true, '2026-01-01');
    const waits: number[] = [];
    for (let box = 2; box <= TOP_BOX; box++) {
      const today = card.due;
      card = afterAnswer(card, true, today);
      expect(card.box).toBe(box);
      waits.push(daysBetween(today, card.due));
    }
    expect(waits).toEqual(BOX_DAYS.slice(1));
    expect(waits.every((w, i) => i === 0 || w === 2 * waits[i - 1]!)).toBe(true);
    // The top box stays the top.
    expect(afterAnswer(card, true, card.due).box).toBe(TOP_BOX);
  });

  it('sends a question answered wrong back to box 1, due the next day, from any box', () => {
    expect(afterAnswer({ box: 4, due: '2026-05-01' }, false, '2026-05-01')).toEqual({
      box: 1,
      due: '2026-05-02',
    });
    // Even before it was due (answered wrong again in its lesson).
    expect(afterAnswer({ box: 3, due: '2026-05-09' }, false, '2026-05-01')).toEqual({
      box: 1,
      due: '2026-05-02',
    });
  });

  it('changes nothing for a right answer before the question is due', () => {
    const card = { box: 2, due: '2026-05-03' };
    expect(afterAnswer(card, true, '2026-05-02')).toBe(card);
    // A question overdue for days still moves up only one box.
    expect(afterAnswer(card, true, '2026-05-20')).toEqual({ box: 3, due: '2026-05-24' });
  });

  it('is due on its day and after, not before', () => {
    const card = { box: 1, due: '2026-05-03' };
    expect(isDue(card, '2026-05-02')).toBe(false);
    expect(isDue(card, '2026-05-03')).toBe(true);
    expect(isDue(card, '2026-06-01')).toBe(true);
  });
});

describe('days in the student’s time zone', () => {
  it('puts one instant on different days in different zones', () => {
    // 23:30 UTC on 10 March: still the 10th in London, already the 11th in India, the 10th in California.
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(localDay(instant, 'Europe/London')).toBe('2026-03-10');
    expect(localDay(instant, 'Asia/Kolkata')).toBe('2026-03-11');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-10');
  });

  it('turns the day at the student’s midnight, not at midnight UTC', () => {
    // Midnight in India is 18:30 UTC the day before.
    expect(localDay(new Date('2026-03-10T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-03-10');
    expect(localDay(new Date('2026-03-10T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-11');
    // A question answered at 23:59 local time is due at 00:00 local time, one minute later.
    const answered = localDay(new Date('2026-03-10T18:29:00Z'), 'Asia/Kolkata');
    const card = afterAnswer(undefined, true, answered);
    expect(isDue(card, localDay(new Date('2026-03-10T18:30:00Z'), 'Asia/Kolkata'))).toBe(true);
  });

  it('counts calendar days across month and year ends and daylight-saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 16)).toBe('2027-01-16');
    // Clocks go forward in the US on 8 March 2026: a day of 23 hours is still one day.
    expect(localDay(new Date('2026-03-08T07:59:00Z'), 'America/Los_Angeles')).toBe('2026-03-07');
    expect(localDay(new Date('2026-03-09T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-09');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });
});

describe('saying when the next question is due', () => {
  it('says tomorrow for the next day, and the weekday and date after that', async () => {
    const { dueWhen, questions } = await import('../../../src/quiz/reviewWords.ts');
    expect(dueWhen('2026-11-27', daysBetween('2026-11-26', '2026-11-27'))).toBe('tomorrow');
    expect(dueWhen('2026-11-28', daysBetween('2026-11-26', '2026-11-28'))).toBe('on Saturday 28 November');
    expect(dueWhen('2027-01-01', daysBetween('2026-12-31', '2027-01-01'))).toBe('tomorrow');
    expect(questions(1)).toBe('1 question');
    expect(questions(3)).toBe('3 questions');
  });
});
