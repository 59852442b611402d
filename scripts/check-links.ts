/**
 * npm run check:links [folder]: crawls a build (the folder argument, else OUT_DIR, else dist/)
 * with linkinator, served as `npm run preview` serves it, and checks every internal URL and
 * #fragment its pages, route data, sitemap and feed name (see scripts/lib/checks/links.ts).
 * External hosts are counted, not requested. Lists each broken URL with the pages that
 * reference it and exits 1; exits 0 when nothing is broken.
 */
import { buildFolderArgument } from './lib/checks/files';
import { checkLinks, formatLinkReport } from './lib/checks/links';

const dir = buildFolderArgument('check-links');
try {
  const report = await checkLinks(dir);
  console.log(formatLinkReport(report));
  process.exit(report.broken.length > 0 || report.pages.length === 0 ? 1 : 0);
} catch (error) {
  console.error(`check-links: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
