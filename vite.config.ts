import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './scripts/vite-plugin-site';

export default defineConfig({
  plugins: [react(), sitePlugin()],
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
