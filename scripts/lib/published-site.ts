import { realpathSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { destinationHosts } from '../../src/content/destinations';
import { SiteSchema } from '../../src/schema/site';
import { gitOutput } from './git';

/**
 * The site.json text of the last published version: the branch's upstream after the last fetch
 * (what everyone shares), else the last commit; undefined outside git or before the first commit.
 */
export function publishedSiteText(siteFile: string): string | undefined {
  const cwd = dirname(siteFile);
  const top = gitOutput(cwd, ['rev-parse', '--show-toplevel']);
  if (!top) return undefined;
  const path = relative(realpathSync(top), realpathSync(siteFile)).split(sep).join('/');
  const upstream = gitOutput(cwd, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']);
  return gitOutput(top, ['show', `${upstream || 'HEAD'}:${path}`]);
}

/** The hosts the published version sends visitors' data to or embeds; undefined when unknown. */
export function publishedHosts(siteFile: string): string[] | undefined {
  const text = publishedSiteText(siteFile);
  if (text === undefined) return undefined;
  try {
    const parsed = SiteSchema.safeParse(JSON.parse(text));
    return parsed.success ? destinationHosts(parsed.data) : undefined;
  } catch {
    return undefined;
  }
}
