import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const workflow = readFileSync('.github/workflows/site.yml', 'utf8');
const runs = [...workflow.matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1]);
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts;

// The editors' pull requests are checked where they are reviewed, with each problem on its line.
describe('the GitHub workflow', () => {
  it('runs on every push and pull request', () => {
    expect(workflow).toMatch(/^on:\n {2}push:\n {2}pull_request:\n/m);
  });

  it('installs, checks with annotations, then builds, in that order', () => {
    expect(runs).toEqual([
      'npm ci',
      'npm run validate -- --format github --strict-i18n',
      'npm run build',
    ]);
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['validate', 'build']));
  });

  it('keeps the encoded photos between runs, restored after npm ci empties node_modules', () => {
    expect(workflow).toMatch(
      /run: npm ci\n[\s\S]*uses: actions\/cache@v4\n\s+with:\n\s+path: node_modules\/\.cache\/images\n[\s\S]*run: npm run build/,
    );
  });

  it('keeps the built site as an artifact', () => {
    expect(workflow).toMatch(
      /uses: actions\/upload-artifact@v4\n\s+with:\n\s+name: site\n\s+path: dist\/\n/,
    );
  });
});

// Publish in the editor pushes to main; this workflow is what makes a push the live site.
describe('the deploy workflow', () => {
  const deploy = readFileSync('.github/workflows/deploy.yml', 'utf8');

  it('builds and checks the site on every push to main, with the real form key from a secret', () => {
    expect(deploy).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n/m);
    expect([...deploy.matchAll(/^\s+run: (.+)$/gm)].map((m) => m[1])).toEqual(
      expect.arrayContaining([
        'npm ci',
        'npm run validate -- --format github --strict-i18n',
        'npm run build',
      ]),
    );
    expect(deploy).toMatch(
      /run: npm run build\n\s+env:\n\s+FORM_ACCESS_KEY: \$\{\{ secrets\.FORM_ACCESS_KEY \}\}/,
    );
  });

  it('publishes dist/ to a host that applies _headers, with credentials from secrets only', () => {
    expect(deploy).toMatch(/uses: cloudflare\/wrangler-action@v3/);
    expect(deploy).toMatch(/command: pages deploy dist /);
    expect(deploy).toMatch(/apiToken: \$\{\{ secrets\.CLOUDFLARE_API_TOKEN \}\}/);
    expect(deploy).toMatch(/accountId: \$\{\{ secrets\.CLOUDFLARE_ACCOUNT_ID \}\}/);
  });
});
