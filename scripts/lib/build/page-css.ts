import postcss, { type AtRule, type Root } from 'postcss';
import { SHEET_ATTRIBUTE } from '../../../src/render/site-stylesheet';

/**
 * Each page's stylesheet, cut to what can apply to it: the site's CSS is one file, inlined into
 * every page (inline-css.ts), and whole it was over half of a page (7.7 of /about's 14.1 KB
 * gzip). A rule stays when one of its selectors names only classes the page's HTML uses; what
 * the app adds later (a menu opened, a message, another page's sections) is styled by the whole
 * stylesheet, which the loader links before the app starts (src/render/site-stylesheet.ts). What
 * a page without script can do (hover, focus, a disclosure opened, a field invalid) is a pseudo-
 * class or an attribute of classes it uses, so it stays.
 */

const STYLE = new RegExp(`<style ${SHEET_ATTRIBUTE}="([^"]+)">([\\s\\S]*?)</style>`);
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/**
 * What a selector may hold that does not narrow it by class: a class inside :not() can be
 * missing from the page while the rule applies, and one inside :is(), :where() or :has() is one
 * choice of several; an attribute's value may hold a dot. Left out before the classes are read,
 * they keep a rule rather than drop it. (One level of nested parentheses: the site has no more.)
 */
const NOT_NARROWING = [/:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, /\[[^\]]*\]/g];
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Every class the page's HTML names, in its elements' class attributes. */
export function usedClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** Whether `selector` can match an element of a page that uses only `classes`. */
export function canMatch(selector: string, classes: ReadonlySet<string>): boolean {
  const narrowing = NOT_NARROWING.reduce((text, pattern) => text.replace(pattern, ''), selector);
  return [...narrowing.matchAll(CLASS_NAME)].every(([, name]) => classes.has(name!));
}

/** The rules of `sheet` that can apply to a page using `classes`, in their order. */
export function pruneSheet(sheet: Root, classes: ReadonlySet<string>): string {
  const kept = sheet.clone();
  kept.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    if (!rule.selectors.some((selector) => canMatch(selector, classes))) rule.remove();
  });
  // A media query or @supports left with no rule goes too.
  kept.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return kept.toString();
}

/** The address of the whole stylesheet a built page names for its loader, if it names one. */
export const wholeSheetOf = (html: string): string | undefined => STYLE.exec(html)?.[1];

const parsed = new Map<string, Root>();

/**
 * The page with its <style> cut to the rules that can apply to it (the whole stylesheet's file
 * still named in its attribute, for the loader). A page with no such <style> (an alias's
 * redirect) is left as it is.
 */
export function withPageStyles(html: string): string {
  const found = STYLE.exec(html);
  if (!found) return html;
  const [whole, href, css] = found as unknown as [string, string, string];
  let sheet = parsed.get(css);
  if (!sheet) parsed.set(css, (sheet = postcss.parse(css)));
  const page = pruneSheet(sheet, usedClasses(html));
  return html.replace(whole, () => `<style ${SHEET_ATTRIBUTE}="${href}">${page}</style>`);
}
