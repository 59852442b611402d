import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './scripts/vite-plugin-site';
import { IMAGE_CACHE, imageVariantsPlugin } from './scripts/lib/images/variants';

export default defineConfig({
  plugins: [
    react(),
    sitePlugin(),
    imageVariantsPlugin(
      join(import.meta.dirname, 'public'),
      join(import.meta.dirname, IMAGE_CACHE),
    ),
  ],
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    sourcemap: false,
    manifest: true,
  },
  css: {
    modules: { localsConvention: 'camelCaseOnly', generateScopedName: '[local]_[hash:base64:5]' },
  },
});
