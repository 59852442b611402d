/**
 * npm run check:links [folder]: crawls a build (the folder argument, else OUT_DIR, else dist/)
 * with linkinator, served as `npm run preview` serves it, and checks every internal URL and
 * #fragment its pages, route data, sitemap and feed name (see scripts/lib/checks/links.ts).
 * External hosts are counted, not requested. Lists each broken URL with the pages that
 * reference it and exits 1; exits 0 when nothing is broken.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkLinks, formatLinkReport } from './lib/checks/links';
import { OUT_DIR } from './lib/site-file';

const dir = resolve(process.argv[2] ?? OUT_DIR);
if (!existsSync(dir)) {
  console.error(`check-links: no build folder at ${dir} (run npm run build first)`);
  process.exit(2);
}
try {
  const report = await checkLinks(dir);
  console.log(formatLinkReport(report));
  process.exit(report.broken.length > 0 || report.pages.length === 0 ? 1 : 0);
} catch (error) {
  console.error(`check-links: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
