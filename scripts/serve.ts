/** npm run preview: serves the build folder (dist/ unless OUT_DIR says otherwise) like a static host. */
import { startServer } from './lib/static-server';

const server = await startServer().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 4173;
console.log(`Serving dist/ at http://127.0.0.1:${port}/  (Ctrl+C to stop)`);
