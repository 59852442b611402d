import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSiteFile } from '../../scripts/lib/site-file';

describe('checking the shipped site.json', () => {
  const text = readFileSync('site.json', 'utf8');
  const forms = (JSON.parse(text) as { forms: Record<string, { accessKey: string }> }).forms;
  const placeholders = Object.keys(forms).filter((name) =>
    /YOUR_ACCESS_KEY/.test(forms[name]!.accessKey),
  );
  // A day the shipped openings are open: once one's closing day passes, the check rightly warns.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), toFake: ['Date'] }));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('has no error, and warns only that the form service key is the placeholder', () => {
    const { site, problems } = checkSiteFile('site.json', text);
    expect(site).toBeDefined();
    expect(problems.map((p) => `${p.severity} ${p.path}`)).toEqual(
      placeholders.map((name) => `warning forms.${name}.accessKey`),
    );
  });

  it('does not warn about the placeholder when FORM_ACCESS_KEY replaces it at build time', () => {
    vi.stubEnv('FORM_ACCESS_KEY', 'a-real-key');
    const { site, problems } = checkSiteFile('site.json', text);
    expect(problems).toEqual([]);
    expect(Object.values(site!.forms).map((f) => f.accessKey)).toEqual([
      'a-real-key',
      'a-real-key',
    ]);
  });
});
