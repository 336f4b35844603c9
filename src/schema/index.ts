export * from './blocks.ts';
export * from './lesson.ts';
export * from './unit.ts';
export * from './site.ts';
export * from './trace.ts';
