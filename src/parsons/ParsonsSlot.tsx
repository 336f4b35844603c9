import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { parsonsRoute, type ParsonsFace, type ParsonsStub } from '../content/parsons.ts';
import type { ParsonsBlock } from '../schema/index.ts';

/**
 * The props of the block (`BlockProps<'parsons'>`), written out: blocks/ imports this folder. The
 * build serves a stub; tests and tools may give a face, or the block as written.
 */
type Given = ParsonsStub | ParsonsFace | ParsonsBlock;
type Props = { block: Given; titleLevel: 2 | 3 | 4 };
type Renderer = typeof import('./ParsonsBlock.tsx');

let renderer: Renderer | undefined;
/** Each lesson's faces by id, once they have arrived. */
const faces = new Map<string, Readonly<Record<string, ParsonsFace>>>();

/** The renderer, with the loaders of the lessons' faces (a chunk loaded on use, never in the first load). */
export const loadParsonsBlock = () => import('./ParsonsBlock.tsx').then((m) => (renderer = m));

/** A lesson's Parsons faces, fetched once with the renderer. The prerenderer awaits them. */
export async function loadParsonsFaces(route: string): Promise<void> {
  if (!faces.has(route)) faces.set(route, await (await loadParsonsBlock()).loadFaces(route));
}

const isStub = (block: Given): block is ParsonsStub => !('lines' in block) && !('code' in block);
const faceOf = (block: Given) => (isStub(block) ? faces.get(parsonsRoute(block.id))?.[block.id] : block);

function Ready({ block, titleLevel }: Props) {
  const face = faceOf(block);
  return face && renderer ? <renderer.ParsonsBlock block={face} titleLevel={titleLevel} /> : null;
}

const waiting = new Map<string, ComponentType<Props>>();
function lazyFor(block: Given) {
  const route = isStub(block) ? parsonsRoute(block.id) : '';
  let component = waiting.get(route);
  if (!component) {
    component = lazy(() =>
      (route ? loadParsonsFaces(route) : loadParsonsBlock()).then(() => ({ default: Ready })),
    );
    waiting.set(route, component);
  }
  return component;
}

/**
 * Like the quiz's slot (src/quiz/QuizSlot.tsx): while the page hydrates, a problem whose renderer or
 * face has not arrived suspends, so React keeps the prerendered HTML and hydrates it when they land.
 */
export const ParsonsSlot = memo(function ParsonsSlot(props: Props) {
  const [Block] = useState(() => (renderer && faceOf(props.block) ? Ready : lazyFor(props.block)));
  return (
    <Suspense fallback={null}>
      <Block {...props} />
    </Suspense>
  );
});
