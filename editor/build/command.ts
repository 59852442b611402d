// `npm run edit:build`: builds the editor's page and preview now, if their sources changed since
// the last build (`npm run edit` does the same on its first start).
import { ensureEditorBuild } from './build';

const { dir } = await ensureEditorBuild();
console.log(`The editor is built: ${dir}`);
