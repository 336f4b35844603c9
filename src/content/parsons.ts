import type { ParsonsBlock } from '../schema/index.ts';
import { parsonsId, type ParsonsFace, type ParsonsStub } from './parsonsFace.ts';

export { parsonsId, parsonsRoute, type ParsonsFace, type ParsonsStub } from './parsonsFace.ts';

/**
 * A Parsons problem's pure stages: the model program cut into pieces, the pieces shuffled (the same
 * way on every build, so the prerendered page and the hydrated one agree), and an arrangement put
 * back together as the program the compiler sees. The page, the build and `npm run check:parsons`
 * all use these, so a student's arrangement compiles exactly as the checked one does.
 */

/** The pieces of a program: its lines that are not blank, without their indentation. */
export const piecesOf = (code: string): string[] =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** C text without its string and character literals and comments, for counting braces. */
const codeOnly = (line: string) =>
  line
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '')
    .replace(/\/\*.*?\*\//g, '')
    .replace(/\/\/.*$/, '');

/**
 * An arrangement as source: each line indented four spaces a level of braces open before it (a
 * line starting with `}` closes its level first). Indentation is only for reading, so the student
 * never has to type it, and the arranged program reads like the lesson's samples.
 */
export function arrangedSource(lines: readonly string[]): string {
  let depth = 0;
  const out = lines.map((raw) => {
    const line = raw.trim();
    const code = codeOnly(line);
    const closesFirst = code.startsWith('}') ? 1 : 0;
    // A brace too many closes nothing: the level stays at 0 rather than going below it.
    const indent = Math.max(0, depth - closesFirst);
    const opens = code.match(/\{/g)?.length ?? 0;
    const closes = (code.match(/\}/g)?.length ?? 0) - closesFirst;
    depth = Math.max(0, indent + opens - closes);
    return `${'    '.repeat(indent)}${line}`;
  });
  return out.length === 0 ? '' : `${out.join('\n')}\n`;
}

/** 32-bit FNV-1a of a text: the seed of a problem's shuffle. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so a shuffle depends only on what is shuffled. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The lines in an order fixed by their text (Fisher-Yates on a seeded generator), never the order
 * given when another exists: a shuffle that happened to keep the model order would be no problem.
 */
export function shuffled(lines: readonly string[]): string[] {
  const next = generator(seedOf(lines.join('\n')));
  const out = [...lines];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  const same = out.every((line, i) => line === lines[i]);
  return same && new Set(lines).size > 1 ? [...out.slice(1), out[0]!] : out;
}

/** What the page shows of a problem: the model's pieces and the distractors, shuffled together. */
export function parsonsFace(block: ParsonsBlock, id?: string): ParsonsFace {
  const lines = shuffled([...piecesOf(block.code), ...(block.distractors ?? []).map((d) => d.trim())]);
  return {
    type: 'parsons',
    title: block.title,
    prompt: block.prompt,
    lines,
    tests: block.tests,
    ...(id !== undefined && { id }),
  };
}

/** A lesson's blocks as its chunk serves them (each Parsons problem as a stub), and the faces by id. */
export function serveParsons<B extends { type: string }>(
  blocks: readonly B[],
  route: string,
): { blocks: (Exclude<B, ParsonsBlock> | ParsonsStub)[]; faces: Record<string, ParsonsFace> } {
  const faces: Record<string, ParsonsFace> = {};
  const served = blocks.map((block, index) => {
    if (block.type !== 'parsons') return block as Exclude<B, ParsonsBlock>;
    const id = parsonsId(route, index);
    faces[id] = parsonsFace(block as unknown as ParsonsBlock, id);
    return { type: 'parsons' as const, id };
  });
  return { blocks: served, faces };
}
