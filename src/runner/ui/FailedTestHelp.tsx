import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { colors } from '../../theme/tokens.ts';
import { Inline } from '../../inline/Inline.tsx';
import { loadExtras } from '../../site/challengeExtras.ts';
import type { TestHelp } from '../../site/challengeServe.ts';

const box = css`
  margin: 0.75rem 0 0.25rem;
  padding: 0.6rem 0.9rem;
  border-left: 4px solid ${colors.primary};
  background: ${colors.primarySoft};
  border-radius: 6px;
  p {
    margin: 0.3rem 0;
  }
`;
const step = css`
  font: inherit;
  font-weight: 600;
  color: ${colors.primaryDark};
  background: transparent;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  padding: 0.3rem 0.8rem;
  min-height: 44px;
  margin-top: 0.25rem;
  cursor: pointer;
  &:hover {
    border-color: ${colors.primary};
  }
`;

/**
 * What the first failing test offers before the solution, one step at a time: the author's hint
 * (what the test tries), then the common mistake it catches (from the mutation results). Both
 * arrive with the challenge's extras (site/challengeServe.ts), fetched when an attempt fails.
 */
export function FailedTestHelp({ extrasId, index, name }: { extrasId: string; index: number; name: string }) {
  const [help, setHelp] = useState<TestHelp | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<0 | 1 | 2>(0);
  const revealed = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    let live = true;
    loadExtras(extrasId).then(
      (extras) => live && setHelp(extras?.help?.[index] ?? {}),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [extrasId, index]);
  // The text a step reveals takes the focus, so a screen reader reads it and Tab goes on from it.
  useEffect(() => {
    if (shown > 0) revealed.current?.focus();
  }, [shown]);
  if (failed)
    return (
      <p css={box} role="status">
        The hints could not be loaded: check your connection and check your attempt again.
      </p>
    );
  if (!help || (!help.hint && !help.mistake)) return null;
  // A test without a hint of its own starts at its common mistake.
  const steps = [help.hint, help.mistake].filter((t): t is string => Boolean(t));
  return (
    <section css={box} aria-label={`Hint for ${name}`} data-test-help="">
      <p>
        <strong>{name} fails.</strong> Want a nudge before the solution?
      </p>
      {steps.slice(0, shown).map((text, i) => (
        <p
          key={i}
          ref={i === shown - 1 ? revealed : undefined}
          tabIndex={-1}
          data-help-step={i === 0 && help.hint ? 'hint' : 'mistake'}
        >
          <Inline text={text} />
        </p>
      ))}
      {shown < steps.length && (
        <button type="button" css={step} onClick={() => setShown((n) => (n + 1) as 1 | 2)}>
          {shown === 0 ? 'Show a hint' : 'Show the common mistake'}
        </button>
      )}
    </section>
  );
}
