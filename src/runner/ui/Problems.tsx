import { withBase } from '../../site/base.ts';
import {
  describeHeap,
  describeLeak,
  describeUndefined,
  HEAP,
  LEAK,
  UNDEFINED,
  type Explanation,
} from '../explain/problems.ts';
import { hrefOf } from '../explain/lessons.ts';
import type { Crash, Leak } from '../protocol.ts';
import * as s from './styles.ts';

function Explained({
  explanation,
  what,
  alert,
}: {
  explanation: Explanation;
  what: string[];
  alert: boolean;
}) {
  return (
    <div css={s.problem} role={alert ? 'alert' : undefined} data-problem={explanation.title}>
      <strong>{explanation.title}</strong>
      {what.map((line) => (
        <p key={line} css={s.problemLine}>
          {line}
        </p>
      ))}
      <p css={s.problemLine}>
        {explanation.meaning}{' '}
        <a href={withBase(hrefOf(explanation.lesson))} css={s.lessonLink}>
          Read: {explanation.lesson.heading}
        </a>
      </p>
    </div>
  );
}

/**
 * What the checks found: undefined behaviour (a trap read back to its line), a heap error, and
 * memory never freed, each with its meaning and the lesson that explains it.
 */
export function Problems({
  crash,
  leaks,
  severalFiles = false,
}: {
  crash?: Crash | undefined;
  leaks: Leak[];
  severalFiles?: boolean;
}) {
  return (
    <>
      {crash?.undefinedBehaviour && (
        <Explained
          explanation={UNDEFINED[crash.undefinedBehaviour.check]}
          what={[describeUndefined(crash.undefinedBehaviour, severalFiles)]}
          alert
        />
      )}
      {crash?.heap && (
        <Explained
          explanation={HEAP[crash.heap.kind]}
          what={[describeHeap(crash.heap, severalFiles)]}
          alert
        />
      )}
      {leaks.length > 0 && (
        <Explained
          explanation={LEAK}
          what={leaks.map((leak) => describeLeak(leak, severalFiles))}
          alert={false}
        />
      )}
    </>
  );
}
