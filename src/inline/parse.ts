/** Inline Markdown, parsed into a tree that is rendered as React elements (never as HTML). */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'em'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[] };

// Order matters: code spans first (nothing inside them is markup), then links, bold, italic.
const pattern =
  /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|\*(?=\S)([^*]+?)\*|(?<![\w])_(?=\S)([^_]+?)_(?![\w])/;

/** Parses `code`, [links](/x), **bold**, *italic* and _italic_; everything else is text. */
export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let rest = source;
  while (rest.length > 0) {
    const match = pattern.exec(rest);
    if (!match) {
      nodes.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) nodes.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, code, linkText, href, strong, em, em2] = match;
    if (code !== undefined) nodes.push({ kind: 'code', text: code });
    else if (linkText !== undefined && href !== undefined)
      nodes.push({ kind: 'link', href, children: parseInline(linkText) });
    else if (strong !== undefined) nodes.push({ kind: 'strong', children: parseInline(strong) });
    else nodes.push({ kind: 'em', children: parseInline(em ?? em2 ?? '') });
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

/** Only these links are rendered as links; anything else (javascript:, data:) is shown as text. */
export function safeHref(href: string): { internal: boolean } | undefined {
  if (href.startsWith('/') && !href.startsWith('//')) return { internal: true };
  if (href.startsWith('#')) return { internal: false };
  if (/^(https?:|mailto:)/i.test(href)) return { internal: false };
  return undefined;
}

/** Splits text into paragraphs at blank lines; single line breaks become spaces. */
export function paragraphs(text: string): string[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** The plain text of inline Markdown, for titles and metadata. */
export function plainText(source: string): string {
  const flatten = (nodes: InlineNode[]): string =>
    nodes.map((n) => ('text' in n ? n.text : flatten(n.children))).join('');
  return flatten(parseInline(source));
}
