import { css } from '@emotion/react';
import { Link } from 'wouter';
import { colors } from '../theme/tokens.ts';
import { paragraphs, parseInline, safeHref, type InlineNode } from './parse.ts';

// Whole words: unlike "anywhere", "break-word" never lets a table squeeze a column until "register"
// splits; a token breaks only if it is longer than a whole line.
const codeStyle = css`
  background: ${colors.primarySoft};
  color: ${colors.primaryDark};
  padding: 0.1em 0.35em;
  border-radius: 4px;
  font-size: 0.92em;
  overflow-wrap: break-word;
`;

function render(nodes: InlineNode[]): React.ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'code':
        return (
          <code key={i} css={codeStyle}>
            {node.text}
          </code>
        );
      case 'strong':
        return <strong key={i}>{render(node.children)}</strong>;
      case 'em':
        return <em key={i}>{render(node.children)}</em>;
      case 'link': {
        const safe = safeHref(node.href);
        if (!safe) return <span key={i}>{render(node.children)}</span>;
        if (safe.internal && node.href.startsWith('/'))
          return (
            <Link key={i} href={node.href}>
              {render(node.children)}
            </Link>
          );
        return (
          <a key={i} href={node.href} rel="noopener noreferrer">
            {render(node.children)}
          </a>
        );
      }
    }
  });
}

/** Renders editor text with its inline Markdown as React elements. */
export function Inline({ text }: { text: string }) {
  return <>{render(parseInline(text))}</>;
}

/** Renders text with blank-line-separated paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <p key={i}>
          <Inline text={p} />
        </p>
      ))}
    </>
  );
}
