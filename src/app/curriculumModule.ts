import * as generated from 'virtual:curriculum';
import type { Manifest } from '../content/model.ts';
import type { Block } from '../schema/index.ts';

/** A lesson's content, as its own chunk delivers it. */
export interface LessonData {
  route: string;
  blocks: Block[];
}

// The curriculum plugin generates this module from the validated curriculum, so these are its types.
export const manifest = generated.manifest as Manifest;
export const lessonLoaders = generated.lessonLoaders as Record<
  string,
  () => Promise<{ default: LessonData }>
>;
