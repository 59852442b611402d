import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from '../../src/ui/load-when-online';

describe('loadWhenOnline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the connection to come back instead of failing, then loads', async () => {
    const browser = new EventTarget();
    vi.stubGlobal('window', browser);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('features');
    let settled: string | undefined;
    const loading = loadWhenOnline(load).then((value) => (settled = value));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);

    browser.dispatchEvent(new Event('online'));
    await loading;
    expect(settled).toBe('features');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
