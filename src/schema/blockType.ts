import { z } from 'zod';

/** The `type` of a block, with the help an editor sees when hovering over it. */
export function blockType<T extends string>(name: T, what: string) {
  return z.literal(name).meta({ description: `The block type: '${name}' makes ${what}.`, examples: [name] });
}
