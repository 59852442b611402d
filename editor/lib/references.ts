/** Every place in the site data that links to `path` (internal links in any field, nav, footer, rich text
 *  markdown links), as JSON paths + a short human label, so removing a page can be refused saying what. */
export interface Reference {
  path: (string | number)[];
  label: string;
}

/** Branch-local stand-in with the shared signature: any string that is the path or links to it. */
export function referencesTo(site: unknown, path: string): Reference[] {
  const found: Reference[] = [];
  const linksTo = (value: string) => {
    const bare = (href: string) => href.split(/[?#]/)[0];
    if (bare(value) === path) return true;
    return [...value.matchAll(/\]\(([^)\s]+)\)/g)].some((m) => bare(m[1]!) === path);
  };
  const walk = (value: unknown, at: (string | number)[]) => {
    if (typeof value === 'string') {
      // A page's own address is where it is defined, not a link to it.
      if (at.at(-1) !== 'path' && linksTo(value))
        found.push({
          path: at,
          label: at
            .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
            .join('')
            .slice(1),
        });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, i]));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
  };
  walk(site, []);
  return found;
}
