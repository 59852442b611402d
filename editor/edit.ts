import { join } from 'node:path';
import { ROOT } from '../scripts/lib/site-file';
import { EditorStartRefused, startEditor } from './server';

// `npm run edit`: the visual editor for site.json (or SITE_FILE), built. `npm run edit:dev`
// (--dev): through Vite's development server, for work on the editor itself, loaded only then.
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 4300);
const host = process.env.HOST ?? '127.0.0.1';
const file = process.env.SITE_FILE ?? join(ROOT, 'site.json');

try {
  const publicOrigin = process.env.EDITOR_ORIGIN;
  // Where the live site is when it is not at site.json's `url` (a staging host, a test).
  const liveUrl = process.env.EDITOR_LIVE_URL;
  const start = dev ? (await import('./dev-server')).startDevEditor : startEditor;
  const editor = await start({
    file,
    port,
    host,
    ...(publicOrigin ? { publicOrigin } : {}),
    ...(liveUrl ? { liveUrl } : {}),
    trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? ''),
  });
  const open = publicOrigin ? `${new URL(publicOrigin).origin}/` : editor.url;
  console.log(`Editing ${file}\nOpen ${open} in your browser. Ctrl+C stops the editor.`);
} catch (error) {
  if (error instanceof EditorStartRefused) {
    console.error(error.message);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Port ${port} is in use (is the editor already running?). Choose another: PORT=${port + 1} npm run ${dev ? 'edit:dev' : 'edit'}`,
    );
    process.exit(1);
  }
  throw error;
}
