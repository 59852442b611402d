import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteCss } from '../vite.config';

const here = import.meta.dirname;

/** The site's React side (components, layout, forms, shared UI), not its pure schema and content. */
const isSiteComponent = (id: string) =>
  /[\\/]src[\\/](layout|forms|ui|render)[\\/]/.test(id) ||
  (/[\\/]src[\\/]sections[\\/]/.test(id) &&
    !/[\\/](schema|resolve|traits|definitions|registry|section-schema|define-section)\.ts$/.test(
      id,
    ));

// The editor's page and its preview: built by `npm run edit` (editor/build/), served through
// Vite only by `npm run edit:dev`. The preview renders the site's own components, so CSS modules
// are named as in the site build.
export default defineConfig(({ command }) => ({
  root: here,
  plugins: [react()],
  css: siteCss(command),
  appType: 'mpa',
  // The site's pictures are the server's to serve (editor/http/files.ts), never copied in.
  publicDir: false,
  // Its own pre-bundled dependencies: sharing the site dev server's cache, one server's
  // re-optimisation would leave the other serving outdated chunks (504 "Outdated Optimize Dep").
  cacheDir: join(here, '../node_modules/.vite-editor'),
  build: {
    target: 'es2022',
    sourcemap: false,
    // Served from this machine or the team's own server, once per start of a cold browser: one
    // larger chunk costs less than several requests.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      input: { editor: join(here, 'index.html'), preview: join(here, 'preview.html') },
      output: {
        codeSplitting: {
          // A group takes only what it names: the site's pure code the editor's page imports too
          // stays out of the sections' chunk, so that page never loads it.
          includeDependenciesRecursively: false,
          // Few requests rather than many: the preview draws any section type at any time, so
          // it loads them all before it says it is ready, as one chunk (with the libraries' CSS
          // they import); what both pages run (React, the libraries, the site's schema and pure
          // functions, the editor's core) is one more. Each page is then its own and these two.
          groups: [
            {
              name: 'sections',
              test: (id) => isSiteComponent(id) || /node_modules[\\/].*\.css$/.test(id),
              priority: 2,
            },
            {
              name: 'shared',
              test: /node_modules[\\/].*\.[cm]?js$|[\\/]src[\\/].*\.tsx?$|editor[\\/](protocol[\\/]|lib[\\/]|merge[\\/]|preview[\\/]protocol\.ts)|^\0?vite\//,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
