import { deferredSlot } from '../base/deferredSlot.tsx';
import type { ParsonsFace } from '../content/parsonsFace.ts';
import type { ParsonsBlock } from '../schema/index.ts';

/**
 * A Parsons problem loads as a quiz does (src/base/deferredSlot.tsx): the lesson's chunk carries a
 * stub, and the renderer and the lesson's faces arrive after the page. Tests and tools may give a
 * face, or the block as written (the renderer shuffles it as the build would). The registry takes
 * `.Slot`; the prerenderer awaits `.loadFaces(route)`. (Kept as one object: every byte of the first
 * load counts, and the browser needs only the slot.)
 */
export const parsonsSlot = deferredSlot<ParsonsFace | ParsonsBlock>(() => import('./ParsonsBlock.tsx'));
