import type { TestCase } from '../schema/index.ts';

/*
 * A Parsons problem as the page gets it. Apart from ./parsons.ts (the shuffle and the arranging),
 * which loads with the renderer: the slot in every page's first load imports only this.
 */

/** What the page shows of a Parsons problem: everything but the model order. */
export interface ParsonsFace {
  type: 'parsons';
  title: string;
  prompt: string;
  /** The model's lines and the distractors, trimmed and shuffled. */
  lines: string[];
  tests: TestCase[];
  /** `/unit1/loops#7`: the lesson route and the block's place in it; finds the face's chunk. */
  id?: string | undefined;
}

/** A Parsons problem as a lesson's chunk carries it: its id; the face loads with the renderer. */
export interface ParsonsStub {
  type: 'parsons';
  id: string;
}

/** The id of a lesson's Parsons problem: its route and its place among the lesson's blocks. */
export const parsonsId = (route: string, index: number) => `${route}#${index}`;

/** The lesson route a Parsons id starts with. */
export const parsonsRoute = (id: string) => id.slice(0, id.lastIndexOf('#'));
