import { plainText } from './parse.ts';

/** An anchor id for a heading: "Bit Fields in Unions" → "bit-fields-in-unions". */
export function slugify(text: string): string {
  return plainText(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
