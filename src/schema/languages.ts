/**
 * Languages a code block may declare, mapped to the Prism grammar that highlights them (null: shown
 * as plain text). The validator rejects any other name, so a typo never silently loses highlighting.
 */
export const codeLanguages = {
  c: 'c',
  bash: 'bash',
  shell: 'bash',
  text: null,
  output: null,
} as const satisfies Record<string, string | null>;

export type CodeLanguage = keyof typeof codeLanguages;

export function isCodeLanguage(name: string): name is CodeLanguage {
  return Object.hasOwn(codeLanguages, name);
}
