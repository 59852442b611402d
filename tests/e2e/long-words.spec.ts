/**
 * What an editor may write: a web address, an e-mail or a long compound in one word, in a
 * paragraph, a heading, a list or a card. On a phone it wraps inside the word rather than
 * widening the page, on every page (global.css): the browser checks of width (routes.spec.ts)
 * look at a sample of routes, so what one route's words alone would do is settled here.
 */
import { expect, loadSite, test } from './fixtures';

const site = loadSite();
const post = `${site.blog.basePath}/${site.blog.posts[0]!.slug}`;
const LONG = `https://www.example.org/${'a-very-long-address-with-no-space-'.repeat(4)}`;
const HINDI = 'स्वास्थ्यसेवाप्रबंधनसॉफ़्टवेयरपरामर्शदाता'.repeat(3);

for (const path of ['/', post, '/hi/contact'])
  test(`${path}: one long word in its text wraps on a phone instead of widening the page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    const widened = await page.evaluate(
      ([long, hindi]) => {
        const targets = ['main h1', 'main h2', 'main p', 'main li', 'main a', 'footer p'];
        let changed = 0;
        for (const selector of targets)
          for (const element of [...document.querySelectorAll(selector)].slice(0, 3)) {
            element.append(` ${changed % 2 ? hindi : long}`);
            changed++;
          }
        return { changed, width: document.documentElement.scrollWidth };
      },
      [LONG, HINDI],
    );
    expect(widened.changed).toBeGreaterThan(6);
    expect(widened.width).toBeLessThanOrEqual(375);
  });
