import { join } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './scripts/vite-plugin-site';
import { IMAGE_CACHE, imageVariantsPlugin } from './scripts/lib/images/variants';
import { PUBLIC_DIR } from './scripts/lib/site-file';
import { eagerCommonJsPlugin } from './scripts/lib/build/eager-commonjs';
import { loaderAfterPaintPlugin } from './scripts/lib/build/entry-after-paint';
import { inlineStylesheetsPlugin } from './scripts/lib/build/inline-css';
import { shortClassNames } from './scripts/lib/build/class-names';

/**
 * CSS modules as the site names them: short in a build (scripts/lib/build/class-names.ts),
 * readable on the development server. The editor's preview, which draws the same components,
 * names them the same way.
 */
export const siteCss = (command: 'build' | 'serve'): UserConfig['css'] => ({
  modules: {
    localsConvention: 'camelCaseOnly',
    generateScopedName:
      command === 'build' ? shortClassNames(import.meta.dirname) : '[local]_[hash:base64:5]',
  },
});

export default defineConfig(({ command }) => ({
  publicDir: PUBLIC_DIR,
  plugins: [
    react(),
    sitePlugin(),
    imageVariantsPlugin(PUBLIC_DIR, join(import.meta.dirname, IMAGE_CACHE)),
    eagerCommonJsPlugin(),
    loaderAfterPaintPlugin(),
    inlineStylesheetsPlugin(),
  ],
  build: {
    target: 'es2022',
    // One stylesheet, inlined into every page (scripts/lib/build/inline-css.ts).
    cssCodeSplit: false,
    sourcemap: false,
    manifest: true,
    // No polyfill of <link rel="modulepreload"> in the loader (0.25 KB gzip on every page): every
    // browser the site's visitors use has it (Chrome and Edge 66+, Firefox 115+, Safari 17+); an
    // older one still loads each module when it is imported, only without fetching it ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page starts with, in two chunks instead of a handful of small ones that
          // each section chunk would otherwise split off (each costs a request and compresses
          // worse alone): React, then the router and the few modules of src/ they all share.
          groups: [
            // React's own code in a chunk of its own: the loader evaluates it in a task before
            // the app's (entry-client.ts), so neither holds a slow phone's main thread long.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'app',
              test: /node_modules[\\/](react-router|react-router-dom)[\\/]|src[\\/]ui[\\/](site-context|SmartLink|link-context|load-when-online|InlineParts)\./,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  css: siteCss(command),
}));
