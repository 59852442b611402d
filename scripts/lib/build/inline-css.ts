import type { Plugin } from 'vite';
import { SHEET_ATTRIBUTE } from '../../../src/render/site-stylesheet';

/**
 * The page's stylesheets, written into it as <style> elements in place of the links Vite puts
 * in the page template. A linked stylesheet blocks the first paint until it has come, a round
 * trip after the HTML (about 2 s on slow 3G); inlined, the page paints as soon as its HTML
 * arrives. The site's CSS is one file (build.cssCodeSplit is off: a section's chunk carries no
 * stylesheet of its own to wait for); each page keeps of it what can apply to it (page-css.ts),
 * and the <style> names the file, which the loader links whole before the app starts. The
 * Content-Security-Policy allows each page's <style> by its hash (scripts/lib/headers.ts).
 * `read` gives the text of a file the page links, by its address.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (!href) throw new Error(`a stylesheet link without an address: ${tag}`);
    const css = read(href);
    // The text ends the element where it says so: a stylesheet that did would leak into the page.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    return `<style ${SHEET_ATTRIBUTE}="${href}">${css}</style>`;
  });
}

/**
 * Applies `inlineStylesheets` to the built page template (the dev server injects its styles by
 * script). The files stay in the build, for the loader.
 */
export function inlineStylesheetsPlugin(): Plugin {
  return {
    name: 'inline-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return inlineStylesheets(html, (href) => {
          const file = href.replace(/^\//, '');
          const asset = bundle[file];
          if (asset?.type !== 'asset')
            throw new Error(`the page links ${href}, which the build did not write`);
          return typeof asset.source === 'string'
            ? asset.source
            : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
