import { expect, hydrated, loadSite, pointAt, test } from './fixtures';

const site = loadSite();
const faqItems =
  site.collections['home-faq']?.kind === 'faq' ? site.collections['home-faq'].items : [];
const carousel = (() => {
  const section = site.blocks['testimonials-faq']?.find((s) => s.type === 'testimonials');
  if (section?.type !== 'testimonials') throw new Error('no testimonials section');
  return section.carousel;
})();

test.describe('FAQ accordion', () => {
  test('opens the first row on load and toggles rows by click, Enter and Space', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // Each question is a <details> (a group) whose summary holds the question's heading.
    const rows = faqItems.map((item) =>
      page
        .getByRole('group')
        .filter({ has: page.getByRole('heading', { name: item.title, exact: true }) }),
    );
    const question = (index: number) => rows[index]!.locator('summary');
    await expect(rows[0]!).toHaveAttribute('open');
    await expect(rows[1]!).not.toHaveAttribute('open');
    await expect(rows[0]!.getByRole('paragraph').first()).toBeVisible();
    await expect(rows[1]!.getByRole('paragraph').first()).toBeHidden();

    await question(1).click();
    await expect(rows[1]!).toHaveAttribute('open');
    await question(2).focus();
    await page.keyboard.press('Enter');
    await expect(rows[2]!).toHaveAttribute('open');
    await page.keyboard.press(' ');
    await expect(rows[2]!).not.toHaveAttribute('open');
    await question(0).focus();
    await page.keyboard.press('Enter');
    await expect(rows[0]!).not.toHaveAttribute('open');
    // The arrow turns over when open.
    const arrow = rows[1]!.locator('svg');
    await expect(arrow).toHaveCSS('transform', /matrix\(-1, 0, 0, -1|matrix\(-1, 1\.\d+e-16/);
  });
});

test.describe('testimonials carousel', () => {
  const expected = (width: number) =>
    [...carousel.breakpoints]
      .sort((a, b) => b.minWidth - a.minWidth)
      .find((b) => width >= b.minWidth)?.slidesPerView ?? carousel.slidesPerView;

  for (const width of [375, 800, 1280]) {
    test(`shows ${expected(width)} slide(s) at ${width}px and moves with arrows and dots`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // Without autoplay: Swiper drops a click that comes while a looping slide is still moving,
      // and this test is about the arrows and dots (autoplay has its own below).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await hydrated(page);
      const root = page.locator('[data-carousel]');
      await pointAt(root);
      await expect(root).toHaveAttribute('data-carousel', 'ready');
      const box = (await root.boundingBox())!;
      const fullyVisible = await root.locator('.swiper-slide').evaluateAll(
        (slides, { left, right }) =>
          slides.filter((s) => {
            const r = s.getBoundingClientRect();
            return r.left >= left - 1 && r.right <= right + 1 && r.width > 0;
          }).length,
        { left: box.x, right: box.x + box.width },
      );
      expect(fullyVisible).toBe(expected(width));
      const slide = root.locator('.swiper-slide').first();
      expect((await slide.boundingBox())!.height).toBeGreaterThanOrEqual(carousel.slideHeight);

      const active = () =>
        root.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
      const before = await active();
      await page.getByRole('button', { name: carousel.nextLabel }).click();
      await expect.poll(active).not.toBe(before);
      const dots = page.locator('.swiper-pagination-bullet');
      await dots.nth(3).click();
      await expect.poll(active).toBe('3');
    });
  }

  test(`advances by itself every ${carousel.autoplayMs} ms`, async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const root = page.locator('[data-carousel]');
    await pointAt(root);
    await expect(root).toHaveAttribute('data-carousel', 'ready');
    await page.mouse.move(0, 0);
    const active = () =>
      root.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    const first = await active();
    await expect.poll(active, { timeout: carousel.autoplayMs + 2500 }).not.toBe(first);
  });

  // The hero's video is asked of the same visit: the wait for a move that never comes is long
  // enough for a video that would start after the page's load.
  test('does not move by itself, nor the hero fetch its video, for visitors who prefer reduced motion', async ({
    page,
  }) => {
    const videos: string[] = [];
    page.on('request', (r) => r.url().endsWith('.mp4') && videos.push(r.url()));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'load' });
    await hydrated(page);
    const root = page.locator('[data-carousel]');
    await pointAt(root);
    await expect(root).toHaveAttribute('data-carousel', 'ready');
    const active = () =>
      root.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index');
    const first = await active();
    await page.waitForTimeout(carousel.autoplayMs + 800);
    expect(await active()).toBe(first);
    await expect(page.locator('video')).not.toHaveAttribute('src', /.+/);
    expect(videos).toEqual([]);
  });
});

test.describe('counters', () => {
  test('count up from 0 to their value when scrolled into view; the HTML, and the page until they come near, hold the value', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-counter="400"');
    await page.goto('/');
    await hydrated(page);
    const counter = page.locator('[data-counter="600"]');
    const shown = counter.locator('[data-counter-shown]');
    // Far below, they are not hydrated yet (src/render/hydration-plan.ts): the served value.
    await expect(shown).toHaveText('600+');
    // Each frame of the count: how much wider or narrower its text is than the final value's.
    const widths = page.evaluate(
      ([duration]) =>
        new Promise<{ steps: number; widest: number; below0: boolean }>((done) => {
          const width = (element: Element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect().width;
          };
          const counter = document.querySelector('[data-counter="600"]')!;
          const [sizer, step] = [...counter.children] as HTMLElement[];
          let steps = 0;
          let widest = 0;
          let below0 = false;
          const until = performance.now() + duration! + 3000;
          const frame = () => {
            if (step!.textContent !== sizer!.textContent) {
              steps++;
              widest = Math.max(widest, Math.abs(width(step!) - width(sizer!)));
              below0 ||= step!.textContent!.includes('-');
            }
            if (performance.now() < until) requestAnimationFrame(frame);
            else done({ steps, widest, below0 });
          };
          requestAnimationFrame(frame);
        }),
      [site.constants.counterDurationMs],
    );
    await counter.scrollIntoViewIfNeeded();
    const value = async () => Number((await shown.textContent())?.replace(/\D/g, ''));
    await expect.poll(value, { timeout: 1500 }).toBeLessThan(600);
    await expect(shown).toHaveText('600+', { timeout: site.constants.counterDurationMs + 1500 });
    // Screen readers get the final value at once.
    await expect(counter.locator('.visually-hidden')).toHaveText('600+');
    // Its digits keep their columns as it counts: every step is as wide as the final value, so
    // the centred number does not sway from side to side; and it never shows a number below 0.
    const { steps, widest, below0 } = await widths;
    expect(steps).toBeGreaterThan(0);
    expect(widest).toBeLessThan(0.5);
    expect(below0).toBe(false);
  });
});

test.describe('hero', () => {
  test('paints the poster first and starts the video only after load', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<video[^>]*preload="none"/);
    expect(html).not.toMatch(/<video[^>]*src=/);
    expect(html).toContain('Your browser does not support the video tag.');
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('video')).toHaveAttribute('src', '/media/hero.mp4');
  });

  // Nor for reduced motion: with the carousel's check above.
  for (const [visitor, connection] of [
    ['who asked to save data', { saveData: true, effectiveType: '4g' }],
    ['on a 3G connection', { saveData: false, effectiveType: '3g' }],
  ] as const)
    test(`never fetches the video for a visitor ${visitor}; the poster stays`, async ({ page }) => {
      const videos: string[] = [];
      page.on('request', (r) => r.url().endsWith('.mp4') && videos.push(r.url()));
      // What the Network Information API tells the page (Chromium's own estimate, made up here).
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
      await page.goto('/', { waitUntil: 'load' });
      await hydrated(page);
      await page.waitForTimeout(500);
      const video = page.locator('video');
      await expect(video).not.toHaveAttribute('src', /.+/);
      await expect(video).toHaveAttribute('poster', /.+/);
      expect(videos).toEqual([]);
    });

  test('is 70% of the viewport on phones and full height above', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const hero = page.locator('[data-hero]');
    expect(Math.round((await hero.boundingBox())!.height)).toBeGreaterThanOrEqual(
      Math.round(740 * 0.7),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(Math.round((await hero.boundingBox())!.height)).toBeGreaterThanOrEqual(800);
  });
});
