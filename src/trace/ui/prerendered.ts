import type { ReactNode } from 'react';
import type { CodeBlock } from '../../schema/index.ts';

/**
 * How the prerenderer draws a traced sample's first picture. Only the server build sets it
 * (src/trace/ui/ssr.tsx), so the browser's first load carries neither the traces nor the drawing code.
 */
let draw: ((block: CodeBlock) => ReactNode) | undefined;

export function setPrerenderedPicture(render: (block: CodeBlock) => ReactNode): void {
  draw = render;
}

export const prerenderedPicture = () => draw;
