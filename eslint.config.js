import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'reports', 'coverage'] },
  js.configs.recommended,
  // Type-aware: rules that need the types (floating promises, unsafe any, misused promises) catch
  // what tsc alone lets through.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  // This file and any other plain JavaScript are outside the TypeScript project.
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // `await act(async () => …)` is how React tests wait for effects and the promises they start;
    // the callback itself has nothing to await.
    files: ['tests/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Lesson text comes from YAML written by editors: it must never reach the DOM as raw HTML.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Content is never injected as raw HTML.',
        },
      ],
    },
  },
);
