import { sentence } from '../judge.ts';
import type { ChallengeCase } from './ChallengeRunner.tsx';
import type { CaseResult } from './useRunner.ts';
import { firstDifference } from './diff.ts';
import { causeOf } from '../causes.ts';
import { isShort } from '../../site/examples.ts';
import * as s from './styles.ts';

/** Output as printed, with the first character that differs from the other side marked. */
export function Marked({ text, at }: { text: string; at: number | undefined }) {
  if (at === undefined) return <pre tabIndex={0}>{text}</pre>;
  const c = text[at];
  return (
    <pre tabIndex={0}>
      {text.slice(0, at)}
      <mark css={s.diffMark} data-kind={c === undefined ? 'end' : c === '\n' ? 'newline' : 'char'}>
        {c ?? ''}
      </mark>
      {text.slice(at + 1)}
    </pre>
  );
}

const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

const COMPARED = new Set<CaseResult['kind']>(['output', 'timeout', 'too-much-output']);

/** One test case of an attempt: its name and input, the verdict, expected and actual output. */
export function CaseRow({ test, index, result }: { test: ChallengeCase; index: number; result: CaseResult }) {
  const at = result.pass ? undefined : firstDifference(test.output, result.stdout)?.index;
  // A crash or a wrong exit status is its own reason: the output before it is not the cause.
  const cause = !COMPARED.has(result.kind)
    ? null
    : causeOf(test.output, result.stdout, {
        timedOut: result.kind === 'timeout',
        truncated: result.kind === 'too-much-output',
      });
  return (
    <tr data-pass={result.pass}>
      <th scope="row" data-label="Test">
        {test.name ?? `Test ${index + 1}`}
        {isShort(test.input) ? (
          <pre>
            <small>Input: {test.input === '' ? '(none)' : test.input}</small>
          </pre>
        ) : (
          // A stress test's input (a hundred lines) waits behind its size, as on the examples.
          <details>
            <summary>
              <small>Input: {lineCount(test.input)} lines</small>
            </summary>
            <pre>
              <small>{test.input}</small>
            </pre>
          </details>
        )}
      </th>
      <td data-label="Result">
        <span css={result.pass ? s.pass : s.fail}>{result.pass ? '✓ Pass' : '✗ Fail'}</span>
        {result.reason && <div>{sentence(result.reason)}</div>}
        {cause && <p data-cause={cause.kind}>{cause.text}</p>}
      </td>
      <td data-label="Expected output">
        <Marked text={test.output} at={at} />
      </td>
      <td data-label="Your output">
        <Marked text={result.stdout} at={at} />
        {result.stderr && <pre css={s.failText}>{result.stderr}</pre>}
      </td>
    </tr>
  );
}
