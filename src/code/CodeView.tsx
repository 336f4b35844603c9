import { css } from '@emotion/react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { colors } from '../theme/tokens.ts';
import { CopyButton } from './CopyButton.tsx';
import { HighlightedCode } from './highlighter.tsx';
import { IoBox, ioPre } from './IoBox.tsx';
import * as s from './styles.ts';

export interface CodeViewProps {
  code: string;
  language: string;
  title?: string | undefined;
  /** The command line the program is run with (`./scores scores.txt`), shown under the code. */
  command?: string | undefined;
  /** What the program reads, shown under the code. */
  input?: string | undefined;
  /** What the program prints, shown under the code. */
  output?: string | undefined;
  /** Shown instead of the highlighted code, such as an editor for it. */
  body?: ReactNode;
  /** Shown instead of the input and output boxes, such as a run's own input and output. */
  io?: ReactNode;
  /** Shown at the foot of the panel, such as the Run toolbar and the program's messages. */
  footer?: ReactNode;
  /**
   * `mistake`: code that is wrong on purpose, drawn apart and without Copy; `note` says why.
   * `fix`: the corrected code shown with a mistake.
   */
  variant?: 'mistake' | 'fix' | undefined;
  /** A sentence under the code, such as why a mistake is one. */
  note?: string | undefined;
}

/**
 * The highlighted, focusable code of a panel. C gets line numbers: beside unwrapped code, one gutter
 * (one element, not one a line) that copying skips and screen readers do not read; where lines wrap
 * (a narrow screen, print, or Wrap pressed), a number at the start of each line instead, so a wrapped
 * line keeps its number (src/code/styles.ts). `wrap={false}` keeps lines whole on every screen, for
 * code that something is drawn over line by line (the stepper's marks).
 */
export function CodeBody({
  code,
  language,
  label,
  wrap = true,
}: {
  code: string;
  language: string;
  label: string;
  wrap?: boolean;
}) {
  const lines = code.replace(/\n$/, '').split('\n').length;
  const numbered = language === 'c';
  return (
    <pre
      css={s.pre}
      tabIndex={0}
      aria-label={label}
      data-numbered={numbered || undefined}
      data-nowrap={!wrap || undefined}
      style={numbered ? ({ '--digits': String(lines).length } as CSSProperties) : undefined}
    >
      {numbered && (
        <span className="gutter" aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
        </span>
      )}
      <HighlightedCode code={code} language={language} />
    </pre>
  );
}

const variantFrame = {
  mistake: css`
    border-color: ${colors.mistake};
    border-left-width: 5px;
    figcaption {
      background: ${colors.mistakeBg};
    }
  `,
  fix: css`
    border-color: ${colors.codeString};
    border-left-width: 5px;
    margin-top: -0.75rem;
  `,
};
const variantTag = css`
  font-weight: 700;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
const noteCss = css`
  margin: 0;
  padding: 0.5rem 1rem;
  font-size: 0.85rem;
  border-top: 1px solid ${colors.codeBorder};
`;

/** A highlighted code panel with its title, language label, Wrap and Copy, and declared input and output. */
export function CodeView({
  code,
  language,
  title,
  command,
  input,
  output,
  body,
  io,
  footer,
  variant,
  note,
}: CodeViewProps) {
  const [wrap, setWrap] = useState(false);
  const label = title ?? `${language.toUpperCase()} code`;
  return (
    <figure css={[s.frame, variant && variantFrame[variant]]} data-wrap={wrap} data-variant={variant}>
      <figcaption css={s.header}>
        {variant && (
          <span
            css={[variantTag, { color: variant === 'mistake' ? colors.mistakeText : colors.codeString }]}
            data-tag={variant}
          >
            {variant === 'mistake' ? '✕ Don’t copy' : '✓ Fix'}
          </span>
        )}
        <span css={s.title}>{title ?? ''}</span>
        <span css={s.tools}>
          <span css={s.lang}>{language}</span>
          {!body && (
            <button
              type="button"
              css={[s.panelButton, s.wrapButton]}
              aria-pressed={wrap}
              aria-label={`Wrap long lines of ${label}`}
              onClick={() => setWrap((w) => !w)}
            >
              Wrap
            </button>
          )}
          {variant !== 'mistake' && <CopyButton text={code} label={label} />}
        </span>
      </figcaption>
      {body ?? <CodeBody code={code} language={language} label={label} />}
      {note && (
        <p css={[noteCss, { color: variant === 'mistake' ? colors.mistakeText : colors.codeLabel }]}>
          {note}
        </p>
      )}
      {io ??
        (
          [
            ['Command line', command],
            ['Input', input],
            ['Output', output],
          ] as const
        ).map(
          ([name, text]) =>
            text !== undefined && (
              <IoBox key={name} label={name} kind={name === 'Command line' ? 'command' : name.toLowerCase()}>
                <pre css={ioPre} tabIndex={0}>
                  {text}
                </pre>
              </IoBox>
            ),
        )}
      {footer}
    </figure>
  );
}
