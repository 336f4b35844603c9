import { loaders } from 'virtual:curriculum/parsons';
import type { ParsonsFace } from '../content/parsons.ts';

/** A lesson's Parsons faces by id (a chunk of their own); a route without problems has none. */
export async function loadFaces(route: string): Promise<Readonly<Record<string, ParsonsFace>>> {
  const loader = loaders[route];
  return loader ? (await loader()).default : {};
}
