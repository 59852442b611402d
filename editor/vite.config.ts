import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import siteConfig from '../vite.config';

// The preview renders the site's own components: CSS modules must be named as in the site build.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  css: siteConfig.css,
  appType: 'mpa',
  // The site's own images and fonts, as the preview and the image picker show them.
  publicDir: join(import.meta.dirname, '../public'),
  server: { fs: { allow: [join(import.meta.dirname, '..')] } },
  // Its own pre-bundled dependencies: sharing the site dev server's cache, one server's
  // re-optimisation would leave the other serving outdated chunks (504 "Outdated Optimize Dep").
  cacheDir: join(import.meta.dirname, '../node_modules/.vite-editor'),
});
