import { z } from 'zod';

/**
 * Text an editor writes. Supports a small, safe subset of Markdown: `code`, **bold**, *italic*
 * and [links](/unit1/basics). It is rendered as React elements, never as raw HTML.
 */
export const inlineText = z.string().min(1, 'is empty: write some text here or remove the field');

/** Text that may hold several paragraphs, separated by a blank line. */
export const richText = inlineText;

/** A route of this site, such as `/unit1/basics`. */
export const routePath = z
  .string()
  .regex(/^\/[a-z0-9-]+\/[a-z0-9-]+$/, 'must be a lesson route such as /unit1/basics');
