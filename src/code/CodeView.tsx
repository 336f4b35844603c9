import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors } from '../theme/tokens.ts';
import { CopyButton } from './CopyButton.tsx';
import { highlight } from './highlight.tsx';

const frame = css`
  margin: 1.25rem 0;
  border-radius: 10px;
  overflow: hidden;
  background: ${colors.codeBg};
  color: ${colors.codeText};
  border: 1px solid #334155;
`;
const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.4rem 0.75rem;
  background: #0f172a;
  font-size: 0.85rem;
  border-bottom: 1px solid #334155;
`;
const titleCss = css`
  font-weight: 600;
  color: ${colors.codeText};
  overflow-wrap: anywhere;
`;
const lang = css`
  text-transform: uppercase;
  letter-spacing: 0.05em;
  font-size: 0.75rem;
  color: #cbd5e1;
  border: 1px solid #475569;
  border-radius: 4px;
  padding: 0 0.4em;
`;
const pre = css`
  margin: 0;
  padding: 0.9rem 1rem;
  overflow-x: auto;
  font-size: 0.9rem;
  line-height: 1.55;
  tab-size: 4;
  .token.comment,
  .token.prolog {
    color: #a3b3c9;
    font-style: italic;
  }
  .token.keyword {
    color: #c4b5fd;
  }
  .token.string,
  .token.char {
    color: #86efac;
  }
  .token.number,
  .token.boolean {
    color: #fdba74;
  }
  .token.function {
    color: #7dd3fc;
  }
  .token.macro,
  .token.directive,
  .token.property {
    color: #f9a8d4;
  }
  .token.class-name {
    color: #fde68a;
  }
`;
const ioLabel = css`
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: #cbd5e1;
  padding: 0.5rem 1rem 0;
`;
const ioPre = css`
  margin: 0;
  padding: 0.3rem 1rem 0.8rem;
  white-space: pre-wrap;
  font-size: 0.88rem;
  color: #f1f5f9;
  background: #0b1220;
`;
const ioBox = css`
  background: #0b1220;
  border-top: 1px solid #334155;
`;

export interface CodeViewProps {
  code: string;
  language: string;
  title?: string | undefined;
  /** What the program reads, shown under the code. */
  input?: string | undefined;
  /** What the program prints, shown under the code. */
  output?: string | undefined;
  /** Shown instead of the highlighted code, such as an editor for it. */
  body?: ReactNode;
  /** Shown at the foot of the panel, such as the Run toolbar and the program's output. */
  footer?: ReactNode;
}

/** The highlighted, focusable code of a panel. */
export function CodeBody({ code, language, label }: { code: string; language: string; label: string }) {
  return (
    <pre css={pre} tabIndex={0} aria-label={label}>
      <code>{highlight(code, language)}</code>
    </pre>
  );
}

/** A highlighted code panel with its title, language label, copy button and expected output. */
export function CodeView({ code, language, title, input, output, body, footer }: CodeViewProps) {
  const label = title ?? `${language.toUpperCase()} code`;
  return (
    <figure css={frame}>
      <figcaption css={header}>
        <span css={titleCss}>{title ?? ''}</span>
        <span
          css={css`
            display: flex;
            gap: 0.6rem;
            align-items: center;
          `}
        >
          <span css={lang}>{language}</span>
          <CopyButton text={code} label={label} />
        </span>
      </figcaption>
      {body ?? <CodeBody code={code} language={language} label={label} />}
      {input !== undefined && (
        <div css={ioBox}>
          <div css={ioLabel}>Input</div>
          <pre css={ioPre}>{input}</pre>
        </div>
      )}
      {output !== undefined && (
        <div css={ioBox}>
          <div css={ioLabel}>Output</div>
          <pre css={ioPre}>{output}</pre>
        </div>
      )}
      {footer}
    </figure>
  );
}
