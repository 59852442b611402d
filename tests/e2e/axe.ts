import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures';

/** The levels the site is held to: WCAG 2.0, 2.1 and 2.2, A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One readable line per failing element: rule, impact, target, what to fix. */
function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact ?? node.impact ?? 'n/a'}] ${node.target.join(' ')} — ${violation.help} (${violation.helpUrl})${
          node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''
        }`,
    ),
  );
}

/**
 * axe at the WCAG levels, run in the page itself (legacy mode): the default runs it in each
 * frame, then again in a new page of its own to put the results together, which cost about twice
 * the CPU. The site's only frames are other sites' (a map, a video), which the tests answer with
 * a stub page anyway, and the editor's is its preview, the site. Only violations are listed in
 * full: the passes, a hundred nodes a page, are not read.
 */
export const pageAxe = (page: Page) =>
  // Options first: options() replaces what withTags() set.
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .setLegacyMode();

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await pageAxe(page).analyze();
  return describeViolations(results.violations);
}

/** The count is the assertion; the message lists every failing element readably. */
export async function expectNoViolations(page: Page, where: string) {
  const found = await axeViolations(page);
  expect(found.length, `axe violations on ${where}:\n  ${found.join('\n  ')}\n`).toBe(0);
}
