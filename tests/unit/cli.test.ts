import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { siteText } from '../fixtures/site';
import { tempDir } from '../fixtures/temp-dir';

/** A copy of the real site.json with the home page's second section type misspelled. */
function brokenSiteFile(): { file: string; line: number } {
  const site = JSON.parse(siteText());
  site.pages[0].sections[1].type = 'splt';
  const text = `${JSON.stringify(site, null, 2)}\n`;
  const file = join(tempDir('site-'), 'site.json');
  writeFileSync(file, text);
  const line = text.slice(0, text.indexOf('"type": "splt"')).split('\n').length;
  return { file, line };
}

function run(script: string, env: Record<string, string>, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('a misspelled section type stops validate and build, naming the path and the line', () => {
  const { file, line } = brokenSiteFile();
  const expected = new RegExp(
    `site\\.json:${line}:\\d+  pages\\[0\\]\\.sections\\[1\\]\\.type  unknown section type "splt" — did you mean "split"\\?`,
  );

  it('npm run validate', () => {
    const result = run('scripts/validate.ts', { SITE_FILE: file });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(expected);
    expect(result.stderr).toMatch(/: 1 error(, \d+ warnings?)?\. Nothing was built\./);
  });

  it('npm run validate -- --format github', () => {
    const result = run('scripts/validate.ts', { SITE_FILE: file }, ['--format', 'github']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(
        `::error file=.*site\\.json,line=${line},col=\\d+::pages\\[0\\]\\.sections\\[1\\]\\.type: unknown section type "splt"`,
      ),
    );
  });

  it('npm run validate -- --format=github (the = form), naming the file given with SITE_FILE', () => {
    const result = run('scripts/validate.ts', { SITE_FILE: file }, ['--format=github']);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`::error file=${file.replace(/:/g, '%3A')},line=${line},`);
  });

  it('npm run validate refuses an unknown option and an unknown format, saying what is allowed', () => {
    const option = run('scripts/validate.ts', { SITE_FILE: file }, ['--formt', 'github']);
    expect(option.status).toBe(2);
    expect(option.stderr).toContain("Unknown option '--formt'");
    expect(option.stderr).toContain('usage: npm run validate -- [--format text|github]');
    const format = run('scripts/validate.ts', { SITE_FILE: file }, ['--format', 'json']);
    expect(format.status).toBe(2);
    expect(format.stderr).toContain('unknown format "json": use "text" or "github"');
    expect(format.stdout).toBe('');
  });

  it('npm run build, which leaves the last build as it was', () => {
    const out = join(tempDir('dist-'), 'dist');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'the last build');
    const result = run('scripts/build.ts', { SITE_FILE: file, OUT_DIR: out });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(expected);
    expect(result.stderr).toContain('nothing was built');
    expect(readdirSync(dirname(out))).toEqual(['dist']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('the last build');
  });
});

describe('an English text changed after it was translated', () => {
  const site = JSON.parse(siteText());
  const hero = site.pages[0].sections[0];
  const before: string = hero.hi.heading.from;
  hero.heading = `${before} today`;
  const file = join(tempDir('site-'), 'site.json');
  writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);

  it('validate warns at the Hindi, quoting the English then and now, and counts it stale', () => {
    const result = run('scripts/validate.ts', { SITE_FILE: file });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `warning  pages[0].sections[0].hi.heading.text  stale Hindi: translated from ${JSON.stringify(before)}, and the English is now ${JSON.stringify(`${before} today`)}`,
    );
    expect(result.stdout).toMatch(
      /^hi \(Hindi\): \d+ of \d+ texts current, 1 stale, \d+ missing$/m,
    );
  });

  it('validate --strict-i18n fails on it', () => {
    const result = run('scripts/validate.ts', { SITE_FILE: file }, ['--strict-i18n']);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /site\.json:\d+:\d+ {2}pages\[0\]\.sections\[0\]\.hi\.heading\.text {2}stale Hindi/,
    );
  });
});
