/** Provided by src/vite/curriculumPlugin.ts from the validated curriculum. */
declare module 'virtual:curriculum' {
  /** Site texts, units and lesson titles: what every page needs. */
  export const manifest: import('./content/model.ts').Manifest;
  /** One loader per lesson route; each lesson's blocks are a chunk of their own. */
  export const lessonLoaders: Readonly<
    Record<string, () => Promise<{ default: import('./content/model.ts').LessonData }>>
  >;
}
