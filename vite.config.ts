import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { curriculumPlugin } from './src/vite/curriculumPlugin.ts';

export default defineConfig({
  plugins: [curriculumPlugin(), react({ jsxImportSource: '@emotion/react' })],
  build: { target: 'es2020' },
});
