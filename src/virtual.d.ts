// Typed loosely here because an ambient module cannot import our types; `app/curriculumModule.ts`
// gives them their real types in one place.
declare module 'virtual:curriculum' {
  export const manifest: unknown;
  export const lessonLoaders: Record<string, () => Promise<{ default: unknown }>>;
}
