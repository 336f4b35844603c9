import type { LessonFile, SiteFile, UnitFile } from '../schema/index.ts';
import type { SourceDoc } from './load.ts';

/** A file parsed with positions; `value` is present only when it matched its schema. */
export interface Parsed<T> {
  source: SourceDoc;
  value: T | undefined;
}

/** Every curriculum file, parsed and validated on its own, before they are checked against each other. */
export interface ParsedCurriculum {
  site: Parsed<SiteFile> | undefined;
  /** By unit folder: `unit1`. */
  units: Map<string, Parsed<UnitFile>>;
  /** By route: `/unit1/basics`. */
  lessons: Map<string, Parsed<LessonFile>>;
}
