import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLongTasks } from '../../scripts/lib/perf/long-tasks';
import {
  launchVisitorChromium,
  type VisitorChromium,
} from '../../scripts/lib/perf/visitor-chromium';
import { APP_HYDRATED_MARK } from '../../src/render/after-first-paint';
import { tempDir } from '../fixtures/temp-dir';

describe("npm run perf's long tasks of our scripts", () => {
  it('finds a long task of a script and names the script', async () => {
    const dist = tempDir('long-tasks-');
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Busy</title><script src="/busy.js"></script>',
    );
    // 150 ms of the page's clock, however slow the CPU: one task, then the mark the tool waits for.
    writeFileSync(
      join(dist, 'busy.js'),
      `addEventListener('load', () => setTimeout(() => {
        const until = performance.now() + 150;
        while (performance.now() < until);
        performance.mark(${JSON.stringify(APP_HYDRATED_MARK)});
      }));`,
    );
    const [row] = await measureLongTasks(dist, ['/'], 1);
    const [run] = row!.runs;
    expect(run!.scriptMs).toBeGreaterThanOrEqual(150);
    expect(run!.longest).toMatch(/ in busy\.js$/);
  });

  describe('the browser it measures in', () => {
    let browser: VisitorChromium;
    beforeAll(async () => void (browser = await launchVisitorChromium()));
    afterAll(() => browser.close());

    // With the inspector's Runtime domain on (as Playwright has it), V8 finds the source line of
    // every frame whenever an Error is made: React DOM's start took 33–60 ms at 4× instead of
    // 7–12, work no visitor's browser does (visitor-chromium.ts).
    it("is a visitor's: no inspector agent follows the page's errors", async () => {
      const tab = await browser.newTab({ width: 412, height: 823, deviceScaleFactor: 1 });
      try {
        await expect(tab.send('Runtime.setMaxCallStackSizeToCapture', { size: 0 })).rejects.toThrow(
          /Runtime agent is not enabled/,
        );
        expect(await tab.evaluate<number>('6 * 7')).toBe(42);
      } finally {
        await tab.close();
      }
    });
  });
});
