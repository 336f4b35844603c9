import { css } from '@emotion/react';
import { useEffect, useState } from 'react';

import type { Queued } from '../progress/queue.ts';
import { firstRoute, lessons, site } from '../site/data.ts';
import { reviewTitle } from '../site/review.ts';

import { colors } from '../theme/tokens.ts';
import { QuizBlock } from './QuizBlock.tsx';
import { loadDue, type Due } from './reviewDue.ts';
import { dueWhen, questions } from './reviewWords.ts';

const list = css`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  gap: 1.5rem;
`;
const from = css`
  margin: 0 0 0.4rem;
  color: ${colors.muted};
`;
const status = css`
  font-size: 1.1rem;
  font-weight: 600;
`;

const titles = new Map(lessons.map((l) => [l.route, l.title]));

/** What the page knows: nothing yet (the server, and until the progress is read), a failure, or the queue. */
type State = 'loading' | 'failed' | (Due & { session: Queued[] });

/** Reads the queue now and each time the progress changes (an answer here, or in another tab). */
function useDue(): State {
  const [state, setState] = useState<State>('loading');
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    const read = (): void =>
      void loadDue().then(
        (due) => {
          if (!live) return;
          stop ??= due.subscribe(read);
          // The session is the queue as the page opened: a question answered stays on the page, with its verdict.
          setState((s) => ({ ...due, session: typeof s === 'string' ? due.queue.due : s.session }));
        },
        () => live && setState((s) => (typeof s === 'string' ? 'failed' : s)),
      );
    read();
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return state;
}

function Status({ state }: { state: State }) {
  if (state === 'loading') return <p>Finding the questions due today…</p>;
  if (state === 'failed')
    return <p>Your answers could not be read in this browser. Reload the page to try again.</p>;
  const { queue, session, nextIn } = state;
  const next = queue.next && ` The next question is due ${dueWhen(queue.next, nextIn!)}.`;
  if (queue.answered === 0)
    return (
      <>
        <p css={status}>Nothing to review yet: you have not answered any quick questions.</p>
        <p>
          Each lesson has quick checks. Answer them there, and they come back here for review on the days that
          follow. {titles.has(firstRoute) && <a href={firstRoute}>Start with {titles.get(firstRoute)}</a>}
        </p>
      </>
    );
  if (session.length === 0) return <p css={status}>Nothing is due today.{next}</p>;
  const due = new Set(queue.due.map((q) => q.id));
  const left = session.filter((q) => due.has(q.id)).length;
  return (
    <p css={status}>
      {left === 0
        ? `All done for today.${next ?? ''}`
        : `${questions(left)} of ${session.length} left for today.`}
    </p>
  );
}

/**
 * The Review page: the quick questions due today, from every lesson, interleaved (src/progress/queue.ts),
 * each shown and checked as in its lesson. Everything it reads is on this device.
 */
export function ReviewPage() {
  const state = useDue();
  useEffect(() => {
    document.title = reviewTitle(site);
  }, []);
  return (
    <>
      <h1>Review</h1>
      <p>
        The quick questions you have answered in the lessons come back here on the days they are due. A right
        answer moves a question up a box, and it waits twice as long before it comes back (1, 2, 4, 8, then 16
        days); a wrong one sends it back to the first box, due again tomorrow. All of it is kept in this
        browser only.
      </p>
      <div role="status">
        <Status state={state} />
      </div>
      {typeof state !== 'string' && state.session.length > 0 && (
        <ol css={list} aria-label="Questions due today">
          {state.session.map((q) => {
            const face = state.faces.get(q.id)!;
            return (
              <li key={q.id}>
                <p css={from}>
                  From <a href={q.route}>{titles.get(q.route) ?? q.route}</a>
                </p>
                <QuizBlock block={face} titleLevel={2} />
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
