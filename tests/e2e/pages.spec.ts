import { expect, hydrated, pointAt, test } from './fixtures';
import { collectionItems, loadSite, pageAt, sectionOf, sectionsOf } from '../fixtures/site';
import { postPath } from '../../src/content/routes';

const site = loadSite();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('about: gallery zoom', () => {
  const gallery = pageAt('/about').sections.find((s) => s.type === 'gallery');
  if (gallery?.type !== 'gallery') throw new Error('no gallery on /about');

  test('opens an image full-screen; ×, Escape and the backdrop close it; focus returns to the image', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    // Its pictures are links until the visitor points at one: then it is hydrated.
    await pointAt(page.getByRole('link', { name: gallery.images[0]!.alt, exact: true }));
    const thumbs = page.locator('[aria-haspopup="dialog"]');
    await expect(thumbs).toHaveCount(gallery.images.length);
    const dialog = page.getByRole('dialog');

    await thumbs.nth(1).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: gallery.images[1]!.alt })).toBeVisible();
    await dialog.getByRole('button', { name: gallery.closeLabel }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(1)).toBeFocused();

    await thumbs.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('img', { name: gallery.images[0]!.alt })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(0)).toBeFocused();

    await thumbs.nth(2).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 400);
    await expect(dialog).toBeHidden();
  });
});

test.describe('services', () => {
  const services = pageAt('/services');
  const linkedGrid = sectionsOf(services.sections, 'card-grid').find((g) =>
    g.cards.some((c) => c.href && c.linkLabel),
  );
  if (!linkedGrid) throw new Error('no card-grid with linked cards on /services');
  const linked = linkedGrid.cards.filter((c) => c.href && c.linkLabel);

  test('every service card links to its page, in the order written; the page shows its own sections', async ({
    page,
  }) => {
    await page.goto('/services');
    await hydrated(page);
    const hrefs = await page
      .getByRole('link', { name: new RegExp(`^${linked[0]!.linkLabel}:`) })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(linked.map((c) => c.href));

    const card = linked.find((c) => site.pages.some((p) => p.path === c.href))!;
    const target = pageAt(card.href!);
    await page.getByRole('link', { name: `${card.linkLabel}: ${card.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${card.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      sectionOf(target.sections, 'hero').heading,
    );
    for (const grid of sectionsOf(target.sections, 'card-grid'))
      for (const { title } of grid.cards)
        await expect(
          page.getByRole('heading', { level: 3, name: title, exact: true }),
        ).toBeVisible();
    for (const { heading } of sectionsOf(target.sections, 'checklist'))
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  });

  test('a card grid’s button leads to its page, which shows each of its groups', async ({
    page,
  }) => {
    const withAction = sectionsOf(services.sections, 'card-grid').find((g) => g.action)!;
    const target = pageAt(withAction.action!.href);
    await page.goto('/services');
    await hydrated(page);
    await page.locator(`a[href="${target.path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    for (const { heading } of sectionsOf(target.sections, 'card-grid'))
      await expect(
        page.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
  });
});

test.describe('career', () => {
  const lists = sectionsOf(pageAt('/career').sections, 'job-list');

  test('lists every opening of each collection; Apply carries its id to the form, which names it', async ({
    page,
  }) => {
    await page.goto('/career');
    await hydrated(page);
    expect(lists.length, 'the career page lists openings').toBeGreaterThan(0);
    for (const list of lists) {
      const jobs = collectionItems(list.collection, 'job');
      const section = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: list.heading }),
      });
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(jobs.length);
      for (const [i, job] of jobs.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { name: job.title })).toBeVisible();
        await expect(card.getByText(job.location, { exact: true })).toBeVisible();
        await expect(card.getByText(list.stipendLabel, { exact: true })).toHaveCount(
          job.stipend ? 1 : 0,
        );
      }
    }

    const list = lists.at(-1)!;
    // A title with a character that must be encoded in an address, when there is one: the
    // link carries the opening's id instead, and the form names the opening with its kind.
    const jobs = collectionItems(list.collection, 'job');
    const job = jobs.find((j) => /[^\w ]/.test(j.title)) ?? jobs[0]!;
    const applyPage = pageAt(list.applyPath);
    const form = site.forms[sectionOf(applyPage.sections, 'form').form]!;
    const group = form.fields
      .flatMap((f) => f.choices ?? [])
      .find((g) => g.collection === list.collection)!;
    await page.getByRole('link', { name: `${list.applyLabel}: ${job.title}` }).click();
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(list.applyPath)}\\?job=${escapeRegExp(job.id)}$`),
    );
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      form.title.replaceAll('{position}', `${job.title} (${group.kind})`),
    );
  });
});

test.describe('blog', () => {
  const blogsPage = pageAt('/blogs');
  const blogList = sectionOf(blogsPage.sections, 'post-list');
  // The order the list shows, as the editor chose it.
  const listed =
    blogList.order === 'newest'
      ? [...site.blog.posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      : site.blog.posts;
  const article = sectionOf(site.blog.template, 'article');
  const closing = sectionOf(site.blog.template, 'cta');

  test('blogs → article → the article’s closing call to action', async ({ page }) => {
    const post = listed[0]!;
    const action = closing.actions[0]!;
    await page.goto('/blogs');
    await hydrated(page);
    await expect(page.getByRole('article')).toHaveCount(
      Math.min(blogList.pageSize ?? Infinity, listed.length),
    );
    await page.getByRole('link', { name: `${blogList.linkLabel}: ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath(site, post.slug)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(article.publishedByLabel)).toContainText(post.author);
    await expect(page.locator(`time[datetime="${post.date}"]`).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: closing.heading })).toBeVisible();
    await page.getByRole('link', { name: action.label }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(action.href)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      sectionOf(pageAt(action.href).sections, 'hero').heading,
    );
  });

  test(`/blogs lists all ${site.blog.posts.length} posts on one page, newest first, and the home page's latest are its first`, async ({
    page,
    watch,
  }) => {
    const home = sectionOf(pageAt('/').sections, 'post-list');
    expect(blogList.pageSize, 'a page holds the whole blog').toBeGreaterThanOrEqual(
      site.blog.posts.length,
    );
    const cards = page.getByRole('article');
    const titles = cards.getByRole('heading', { level: 3 });

    await page.goto('/blogs');
    await hydrated(page);
    await expect(cards).toHaveCount(site.blog.posts.length);
    expect((await titles.allTextContents()).toSorted()).toEqual(
      site.blog.posts.map((p) => p.title).toSorted(),
    );
    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect(dates, 'newest first').toEqual(dates.toSorted().reverse());
    await expect(page.getByRole('navigation', { name: blogList.pager.label })).toHaveCount(0);
    const shown = await titles.allTextContents();

    await page.goto('/');
    await hydrated(page);
    const teaser = page.locator('section', {
      has: page.getByRole('heading', { name: home.heading }),
    });
    await expect(teaser.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
      shown.slice(0, home.limit),
    );

    watch.allow(/status of 404/);
    const second = await page.goto('/blogs/page/2');
    expect(second?.status()).toBe(404);
  });

  test.describe('for a visitor with another locale and time zone', () => {
    // en-US writes "January 10, 2025"; eleven hours behind UTC, midnight UTC is the day before.
    test.use({ locale: 'en-US', timezoneId: 'Pacific/Pago_Pago' });

    test('dates are in the site’s locale, the same text as served and after hydration', async ({
      page,
    }) => {
      const post = site.blog.posts[0]!;
      const [y, m, d] = post.date.split('-').map(Number) as [number, number, number];
      const inSiteLocale = new Intl.DateTimeFormat(site.locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(y, m - 1, d));
      const path = postPath(site, post.slug);
      const served = await (await page.request.get(path)).text();
      // The id lets hydration read the date back instead of wording it again (ui/page-text.ts).
      expect(served).toMatch(
        new RegExp(`<time id="[^"]+" dateTime="${post.date}">${inSiteLocale}</time>`),
      );
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator(`time[datetime="${post.date}"]`).first()).toHaveText(inSiteLocale);
    });
  });
});

test.describe('aliases', () => {
  for (const alias of site.aliases) {
    test(`${alias.from} redirects to ${alias.to}`, async ({ page }) => {
      await page.goto(alias.from);
      await expect(page).toHaveURL(new RegExp(`${alias.to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the header links to the pages themselves, never to their other addresses', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const alias of site.aliases) {
      await expect(header.locator(`a[href="${alias.from}"]`)).toHaveCount(0);
      if (site.layout.header.links.some((l) => l.href === alias.to))
        await expect(header.locator(`a[href="${alias.to}"]`).first()).toBeAttached();
    }
  });
});

test.describe('contact page', () => {
  const contact = sectionOf(pageAt('/contact').sections, 'contact');

  test('has mail, phone and map links, every social link in a new tab and a lazy map', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.locator(`a[href="mailto:${site.contact.email}"]`).first()).toBeVisible();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    for (const social of contact.socials)
      await expect(main.locator(`a[href="${social.href}"]`)).toHaveAttribute('target', '_blank');
    if (contact.map) {
      const map = main.locator(`iframe[title="${contact.map.title}"]`);
      await expect(map).toHaveAttribute('loading', 'lazy');
      await expect(map).toHaveAttribute('referrerpolicy', /.+/);
    }
  });
});
