/** Provided by src/vite/curriculumPlugin.ts from the validated curriculum. */
declare module 'virtual:curriculum' {
  /** Site texts, units and lesson titles: what every page needs. */
  export const manifest: import('./content/model.ts').Manifest;
  /** One loader per lesson route; each lesson's blocks are a chunk of their own. */
  export const lessonLoaders: Readonly<
    Record<string, () => Promise<{ default: import('./content/model.ts').LessonData }>>
  >;
}

/** Provided by src/vite/curriculumPlugin.ts: for the prerenderer only, each lesson's description. */
declare module 'virtual:curriculum/descriptions' {
  /** The description of each lesson route, for its page's metadata. */
  export const descriptions: Readonly<Record<string, string>>;
}

/** Provided by src/vite/curriculumPlugin.ts: the quiz answers, one chunk per lesson. */
declare module 'virtual:curriculum/quiz-keys' {
  /** One loader per lesson that has quizzes; each resolves to that lesson's keys by quiz id. */
  export const loaders: Readonly<
    Record<
      string,
      () => Promise<{ default: Readonly<Record<string, import('./content/quizFace.ts').QuizKey>> }>
    >
  >;
}

/** Provided by src/vite/curriculumPlugin.ts: the challenges' answers and large tests, one chunk per lesson. */
declare module 'virtual:curriculum/challenges' {
  /** One loader per lesson that has challenges; each resolves to its challenges' extras by id. */
  export const loaders: Readonly<
    Record<
      string,
      () => Promise<{
        default: Readonly<Record<string, import('./site/challengeServe.ts').ChallengeExtras>>;
      }>
    >
  >;
}

declare module 'virtual:curriculum/quiz-faces' {
  /** One loader per lesson that has quizzes; each resolves to that lesson's quiz faces by id. */
  export const loaders: Readonly<
    Record<
      string,
      () => Promise<{ default: Readonly<Record<string, import('./content/quizFace.ts').QuizFace>> }>
    >
  >;
}

/** Provided by src/vite/curriculumPlugin.ts: the search files derived from the curriculum. */
declare module 'virtual:curriculum/search' {
  /** The MiniSearch index (src/search/assets.ts), fetched when search first opens. */
  export const indexUrl: string;
  /** Each section's text, for quoting a match in a result. */
  export const textsUrl: string;
}

/** Provided by src/vite/curriculumPlugin.ts: the Parsons problems' faces, one chunk per lesson. */
declare module 'virtual:curriculum/parsons' {
  /** One loader per lesson that has Parsons problems; each resolves to their faces by id. */
  export const loaders: Readonly<
    Record<
      string,
      () => Promise<{ default: Readonly<Record<string, import('./content/parsons.ts').ParsonsFace>> }>
    >
  >;
}
