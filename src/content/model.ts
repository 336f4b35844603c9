import type { Block, QuizBlock, SiteFile } from '../schema/index.ts';
import type { QuizFace, QuizStub } from './quizFace.ts';
import type { ParsonsFace, ParsonsStub } from './parsons.ts';

/** A link to another lesson, resolved to its title. */
export interface LessonLink {
  route: string;
  title: string;
}

/** What the sidebar, home grid and route table need to know of a lesson, without its blocks. */
export interface LessonMeta {
  /** `/unit1/basics` */
  route: string;
  /** `unit1` */
  unit: string;
  /** `basics` */
  slug: string;
  title: string;
  /** Route of the lesson its file names as "Previous Topic" (checked to exist). */
  prev?: string;
  /** Route of the lesson its file names as "Next Topic" (checked to exist). */
  next?: string;
}

/** A lesson with its content. */
export interface Lesson extends LessonMeta {
  /**
   * One sentence for search engines. Only the prerendered page's metadata uses it, so it is kept
   * out of the manifest every page downloads (see `virtual:curriculum/descriptions`).
   */
  description: string;
  /** Source file, for messages: `curriculum/unit1/basics.yaml`. */
  file: string;
  blocks: Block[];
  /** Line of each block in the source file, same order as `blocks`. */
  blockLines: number[];
  /** What the lesson teaches, as its file lists it (shown in the map at its top). */
  teaches?: string[];
}

/** A unit as the site shows it: the topic count and first route are derived, never typed. */
export interface Unit {
  slug: string;
  number: number;
  title: string;
  description: string;
  topicCount: number;
  firstRoute: string;
  lessons: LessonMeta[];
}

/** Everything the site is built from, validated and cross-checked. */
export interface Curriculum {
  site: SiteFile;
  units: Unit[];
  lessons: Lesson[];
}

/**
 * A block as a lesson's chunk delivers it: a quiz comes as a stub, its face and answers in chunks of
 * their own (see src/content/quizServe.ts). Tests and tools may also render a face directly.
 */
export type ServedBlock =
  | Exclude<Block, QuizBlock>
  | QuizStub
  | QuizFace
  | ParsonsStub // a Parsons problem's face, too, loads with its renderer (src/content/parsons.ts)
  | ParsonsFace;

/** What a lesson opens with: what it teaches (if its file says) and how long it takes to read. */
export interface LessonMap {
  teaches: string[];
  /** Whole minutes, at least 1 (src/site/lessonMap.ts). */
  minutes: number;
  /** The same, as the page says it: `about 45 min`, `about 1 h 5 min`. */
  readingTime: string;
}

/** A lesson's content, as its own chunk delivers it. */
export interface LessonData {
  route: string;
  /** What the lesson teaches and its reading time, derived at build time (src/site/lessonMap.ts). */
  map: LessonMap;
  blocks: ServedBlock[];
}

/** The part of the curriculum every page needs; lesson blocks are loaded per route. */
export interface Manifest {
  site: SiteFile;
  units: Unit[];
}
