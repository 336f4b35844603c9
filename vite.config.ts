import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { curriculumPlugin } from './src/vite/curriculumPlugin.ts';
import { staticHostPlugin } from './src/vite/staticHostPlugin.ts';

export default defineConfig({
  // SITE_BASE serves the site from a sub-folder, such as /learn-c/.
  base: process.env.SITE_BASE ?? '/',
  plugins: [curriculumPlugin(), staticHostPlugin(), react({ jsxImportSource: '@emotion/react' })],
  build: { target: 'es2020' },
});
