export { buildCurriculum, type RawFile } from './curriculum.ts';
export { CurriculumError, formatIssue, sortIssues, type AuthorIssue } from './issues.ts';
export type { Curriculum, Lesson, LessonLink, LessonMeta, Manifest, Unit } from './model.ts';
