import { SiteSchema } from '../../src/schema/site';
import type { LayoutData } from '../../src/content/layout-data';
import { sectionsAt, type ResolvedWritten } from '../../src/content/route-data';
import type { JsonPath } from '../../src/base/problem';
import { layoutIn, resolveWrittenIn } from '../../src/content/versions';
import type { SiteLanguage } from '../../src/base/languages';
import type { Target } from './protocol';
import { previewSlice } from './slice';

/** One page of the edited data as the site resolves it, with what editing it in place needs. */
export interface View extends ResolvedWritten {
  lang: SiteLanguage;
  /** The edited data as written, and where the shown sections are in it: for editing in place. */
  data: unknown;
  at: JsonPath;
  layout: LayoutData;
}

/** What one page of the edited data renders, section by written section. */
export function resolveTarget(
  data: unknown,
  target: Target,
  lang: SiteLanguage,
): View | { problem: string } {
  const part = previewSlice(data, target);
  const parsed = SiteSchema.safeParse(part.part);
  if (!parsed.success) return { problem: 'a change is not complete or not valid yet' };
  // The checks report broken references beside their fields; the preview leaves such parts out.
  const resolved = resolveWrittenIn(parsed.data, lang, part.target);
  if (!resolved) return { problem: `this ${target.kind} is not in the site any more` };
  // Paths stay those of the file (`at`, from the target), not of the part.
  return { ...resolved, lang, data, at: sectionsAt(target), layout: layoutIn(parsed.data, lang) };
}
