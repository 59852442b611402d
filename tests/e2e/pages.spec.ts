import { expect, hydrated, loadSite, test } from './fixtures';

const site = loadSite();
const page_ = (path: string) => site.pages.find((p) => p.path === path)!;

test.describe('about: gallery zoom', () => {
  const gallery = page_('/about').sections.find((s) => s.type === 'gallery');
  if (gallery?.type !== 'gallery') throw new Error('no gallery on /about');

  test('opens an image full-screen; ×, Escape and the backdrop close it; focus returns to the image', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
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
  test('nine service cards link, in the spec order, to their pages', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    const hrefs = await page
      .getByRole('link', { name: /^Know More/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/content-brand',
      '/web-development',
      '/app-development',
      '/digital-marketing',
      '/hospital-management',
      '/ivr-crm',
      '/social-media',
      '/legal-services',
      '/ca',
    ]);
    await page.getByRole('link', { name: 'Know More: Web Development' }).click();
    await expect(page).toHaveURL(/\/web-development$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development');
    for (const tech of [
      'WordPress',
      'React',
      'Vue.js',
      'Angular',
      'Node.js',
      'PHP',
      'Python',
      'MySQL',
      'MongoDB',
      'Firebase',
      'GraphQL',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: tech, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Why Choose Our Solution' })).toBeVisible();
  });

  test('the technologies section leads to /technologies-used with its four groups', async ({
    page,
  }) => {
    await page.goto('/services');
    await hydrated(page);
    await page.locator('a[href="/technologies-used"]').first().click();
    await expect(page).toHaveURL(/\/technologies-used$/);
    for (const group of ['Front-end', 'Back-end', 'Mobile App Development', 'UI/UX Tools']) {
      await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    }
  });
});

test.describe('career', () => {
  test('lists 7 internships and 6 jobs; Apply Now carries the encoded title to /apply', async ({
    page,
  }) => {
    await page.goto('/career');
    await hydrated(page);
    const internships = page.locator('section', {
      has: page.getByRole('heading', { name: 'Internship Opportunities' }),
    });
    const jobs = page.locator('section', {
      has: page.getByRole('heading', { name: 'Job Opportunities' }),
    });
    await expect(internships.getByRole('article')).toHaveCount(7);
    await expect(jobs.getByRole('article')).toHaveCount(6);
    await expect(internships.getByText('Stipend')).toHaveCount(7);
    await expect(jobs.getByText('Stipend')).toHaveCount(0);
    await expect(page.getByText('On Site')).toHaveCount(13);

    await jobs.getByRole('link', { name: 'Apply Now: UI/UX Designer' }).click();
    await expect(page).toHaveURL(/\/apply\?job=UI%2FUX%20Designer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for UI/UX Designer');
  });
});

test.describe('blog', () => {
  const blogsPage = page_('/blogs');
  const blogList = blogsPage.sections.find((s) => s.type === 'post-list')!;
  if (blogList.type !== 'post-list') throw new Error('no post-list on /blogs');
  test('blogs → article → contact', async ({ page }) => {
    await page.goto('/blogs');
    await hydrated(page);
    await expect(page.getByRole('article')).toHaveCount(site.blog.posts.length);
    const post = site.blog.posts.find((p) => p.slug === 'seo')!;
    await page.getByRole('link', { name: `Read More: ${post.title}` }).click();
    await expect(page).toHaveURL(/\/blog\/seo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(/Published by/)).toContainText(post.author);
    await expect(page.locator(`time[datetime="${post.date}"]`).first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Ready to Grow Your Business with SEO?' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us Today' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  });

  test(`/blogs lists all ${site.blog.posts.length} posts on one page, newest first, and the home page's latest are its first`, async ({
    page,
    watch,
  }) => {
    const home = page_('/').sections.find((s) => s.type === 'post-list')!;
    if (home.type !== 'post-list') throw new Error('no post-list on /');
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
    const listed = await titles.allTextContents();

    await page.goto('/');
    await hydrated(page);
    const teaser = page.locator('section', {
      has: page.getByRole('heading', { name: home.heading }),
    });
    await expect(teaser.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
      listed.slice(0, home.limit),
    );

    watch.allow(/status of 404/);
    const second = await page.goto('/blogs/page/2');
    expect(second?.status()).toBe(404);
  });

  test('dates are shown in the visitor’s own format after hydration', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.addInitScript(() => sessionStorage.setItem('promo-shown', '1'));
    await page.goto('/blog/seo');
    await expect(page.locator('time[datetime="2025-01-10"]').first()).toHaveText(
      'January 10, 2025',
    );
    await context.close();
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

  test('the header links to the canonical why page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header a[href="/whyarogyainfotech"]')).toHaveCount(1);
  });
});

test.describe('contact page', () => {
  test('has mail, phone and map links, three social links in new tabs and a lazy map', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.locator(`a[href="mailto:${site.contact.email}"]`).first()).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    const socials = page.locator(
      'main a[target="_blank"][href*="facebook"], main a[target="_blank"][href*="linkedin"], main a[target="_blank"][href*="instagram"]',
    );
    await expect(socials).toHaveCount(3);
    const map = page.locator('iframe[title]');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('referrerpolicy', /.+/);
  });
});
