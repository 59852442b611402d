/**
 * Every kind of problem the check of site.json reports, each with a mistake that causes it. The
 * reference shows the message the check really gives for that mistake, so it cannot go stale:
 * a changed message changes the generated file (and `docs:check` fails until it is regenerated).
 */
import { runChecks, type CheckOptions, type LocatedProblem } from '../../../src/content/check';
import { baseSite, toText } from '../../../tests/fixtures/base-site';
import { code, plain, table } from './markdown';

type Site = ReturnType<typeof baseSite>;
type Loose = Record<string, unknown>;

export interface ProblemExample {
  /** What the editor did. */
  mistake: string;
  /** Changes the example site, or its text. */
  edit?: (site: Site) => void;
  text?: (text: string) => string;
  options?: CheckOptions;
}

export interface ProblemGroup {
  title: string;
  /** Which part of the check finds them. */
  stage: string;
  examples: ProblemExample[];
}

const section = (site: Site, page: number, index: number) =>
  site.pages[page]!.sections[index] as unknown as Loose;

const form = (rules: unknown[] = [], more: Loose = {}) =>
  ({
    title: 'Contact',
    submitLabel: 'Send',
    submittingLabel: 'Sending...',
    validation: 'custom',
    accessKey: 'k',
    transport: { kind: 'native-post', endpoint: 'https://forms.example/submit' },
    fields: [{ name: 'code', label: 'Code', kind: 'text', rules }],
    ...more,
  }) as never;

const withPattern = (pattern: string) => (site: Site) => {
  site.forms = { contact: form([{ kind: 'pattern', pattern, message: 'No.' }]) };
};

export const PROBLEM_GROUPS: ProblemGroup[] = [
  {
    title: 'JSON syntax',
    stage: 'the parser; nothing else is checked until the file parses',
    examples: [
      {
        mistake: 'single quotes',
        text: (t) => t.replace('"name": "Test Clinic IT"', "'name': 'x'"),
      },
      {
        mistake: 'curly quotes from a word processor',
        text: (t) => t.replace('"Test Clinic IT"', '“x”'),
      },
      {
        mistake: 'a missing comma',
        text: (t) => t.replace('"name": "Test Clinic IT",', '"name": "Test Clinic IT"'),
      },
      {
        mistake: 'a comma after the last item',
        text: (t) => t.replace(/("height": 400)(\n\s*})/, '$1,$2'),
      },
      {
        mistake: 'two commas in a row',
        text: (t) => t.replace('"Test Clinic IT",', '"Test Clinic IT",,'),
      },
      {
        mistake: 'a "}" missing',
        text: (t) => {
          const hero = /\{\n( *)"type": "hero"/.exec(t)!;
          const close = t.indexOf(`\n${hero[1]!.slice(2)}},`, hero.index);
          return t.slice(0, close) + t.slice(close + hero[1]!.length);
        },
      },
      {
        mistake: 'a text not closed',
        text: (t) => t.replace('"Test Clinic IT"', '"Test Clinic IT'),
      },
      { mistake: 'a missing ":"', text: (t) => t.replace('"name": "Test', '"name" "Test') },
      { mistake: 'a comment', text: (t) => t.replace('{\n', '{\n  // the site\n') },
      {
        mistake: 'a line break inside a text',
        text: (t) => t.replace('Test Clinic IT', 'Test\nClinic'),
      },
      { mistake: 'text after the end of the file', text: (t) => `${t}}\n` },
      { mistake: 'an empty file', text: () => '' },
    ],
  },
  {
    title: 'Schema',
    stage:
      'the zod schema (the same rules as `schemas/site.schema.json`); the rest of the file is still checked',
    examples: [
      {
        mistake: 'a misspelled section type',
        edit: (s) => (section(s, 0, 1).type = 'fqa'),
      },
      {
        mistake: 'a required field left out',
        edit: (s) => delete (s.pages[0]!.seo as Loose).title,
      },
      {
        mistake: 'a misspelled field name',
        edit: (s) => ((s.pages[0]!.seo as Loose).noindx = true),
      },
      { mistake: 'a value of the wrong kind', edit: (s) => (section(s, 0, 0).heading = 42) },
      {
        mistake: 'a number written as text',
        edit: (s) => ((s.constants as Loose).promoDelayMs = '5000'),
      },
      {
        mistake: 'a value that is not one of the choices',
        edit: (s) => (section(s, 0, 0).size = 'huge'),
      },
      {
        mistake: 'a date not written YYYY-MM-DD',
        edit: (s) => (s.blog.posts![0]!.date = '10/01/2025'),
      },
      {
        mistake: 'a date that does not exist',
        edit: (s) => (s.blog.posts![0]!.date = '2025-02-30'),
      },
      { mistake: 'a text of the wrong form', edit: (s) => (s.locale = 'en_IN') },
      { mistake: 'an empty text', edit: (s) => (s.name = ' ') },
      { mistake: 'an empty list that needs items', edit: (s) => (s.pages[1]!.sections = []) },
      { mistake: 'an unsafe link', edit: (s) => (s.layout.header.links[1]!.href = 'javascript:x') },
      {
        mistake: 'a picture from another site',
        edit: (s) => (s.logo.src = 'https://example.org/logo.png'),
      },
    ],
  },
  {
    title: 'References',
    stage: 'the cross-reference check: what a schema cannot say',
    examples: [
      {
        mistake: 'a link to a page that does not exist',
        edit: (s) => (s.layout.header.links[1]!.href = '/abuot'),
      },
      {
        mistake: 'an unsafe link inside rich text',
        edit: (s) => (section(s, 1, 1).body = ['Click [here](javascript:x)']),
      },
      {
        mistake: 'two pages at one address',
        edit: (s) => s.pages.push({ ...s.pages[1]!, seo: { title: 'A', description: 'B.' } }),
      },
      { mistake: 'two posts with one id', edit: (s) => (s.blog.posts![1]!.id = 1) },
      {
        mistake: 'an alias to no page',
        edit: (s) => (s.aliases = [{ from: '/old', to: '/abut' }]),
      },
      {
        mistake: 'a picture missing from public/',
        options: { assetExists: (path) => path !== '/og-image.png' },
      },
      {
        mistake: 'a block that does not exist',
        edit: (s) => s.pages[1]!.sections.push({ type: 'block', ref: 'closng' }),
      },
      {
        mistake: 'a block that includes itself',
        edit: (s) => {
          s.blocks!.loop = [{ type: 'block', ref: 'loop' }];
          s.pages[1]!.sections.push({ type: 'block', ref: 'loop' });
        },
      },
      { mistake: 'a block no page uses', edit: (s) => (s.blocks!.spare = s.blocks!.closing!) },
      {
        mistake: 'a collection that does not exist',
        edit: (s) => (section(s, 0, 1).collection = 'faqs'),
      },
      {
        mistake: 'a collection of the wrong kind',
        edit: (s) => (section(s, 0, 1).collection = 'jobs'),
      },
      {
        mistake: 'a form that does not exist',
        edit: (s) => s.pages[1]!.sections.push({ type: 'form', form: 'aply' } as never),
      },
      { mistake: 'an FAQ opened past its last row', edit: (s) => (section(s, 0, 1).openIndex = 5) },
      {
        mistake: 'an article section outside blog.template',
        edit: (s) => s.pages[1]!.sections.push({ type: 'article', publishedByLabel: 'By' }),
      },
      {
        mistake: 'pageSize outside a page',
        edit: (s) =>
          s.blog.template.push({
            type: 'post-list',
            heading: 'All',
            linkLabel: 'Read',
            pageSize: 1,
          } as never),
      },
      {
        mistake: 'two paginated lists on one page',
        edit: (s) => {
          const list = {
            type: 'post-list',
            heading: 'All',
            linkLabel: 'Read',
            pageSize: 1,
          } as never;
          s.pages[1]!.sections.push(list, list);
        },
      },
      {
        mistake: 'two form fields with one name',
        edit: (s) => {
          s.forms = { contact: form() };
          const fields = (s.forms.contact as unknown as { fields: Loose[] }).fields;
          fields.push({ ...fields[0]!, label: 'Again' });
        },
      },
      {
        mistake: 'a form field named like what the form sends itself',
        edit: (s) => {
          s.forms = { contact: form([], { subject: 'Enquiry' }) };
          (s.forms.contact as unknown as { fields: Loose[] }).fields[0]!.name = 'subject';
        },
      },
    ],
  },
  {
    title: 'Anchors and ids',
    stage: 'the page check: the ids each page renders, from its sections',
    examples: [
      {
        mistake: 'a link to an id the page does not have',
        edit: (s) => (s.layout.header.cta.href = '/about#contcat'),
      },
      {
        mistake: 'one id twice on a page',
        edit: (s) => (section(s, 0, 1).id = section(s, 0, 0).id = 'top'),
      },
      { mistake: 'an id the layout uses', edit: (s) => (section(s, 0, 1).id = 'main') },
    ],
  },
  {
    title: 'Form rules',
    stage: 'the pattern check: compiled as browsers and the form do, then analysed by recheck',
    examples: [
      { mistake: 'a pattern browsers cannot read', edit: withPattern('[a-z-]+') },
      { mistake: 'a pattern that is not a regular expression', edit: withPattern('(abc') },
      { mistake: 'a pattern that can hang the page', edit: withPattern('(a+)+$') },
      { mistake: 'a pattern that is slow on long input', edit: withPattern('a*a*b') },
    ],
  },
  {
    title: 'Content warnings',
    stage: 'the content check: the site builds, but fix them before publishing',
    examples: [
      {
        mistake: 'a title search results cut',
        edit: (s) =>
          (s.pages[1]!.seo.title =
            'About Test Clinic IT, the healthcare software people of Gorakhpur'),
      },
      {
        mistake: 'a description search results cut',
        edit: (s) => (s.pages[1]!.seo.description = 'Long. '.repeat(30)),
      },
      { mistake: 'a picture without alt text', edit: (s) => (s.blog.posts![0]!.image.alt = '') },
      {
        mistake: 'the form service key still the placeholder',
        edit: (s) => (s.forms = { contact: form([], { accessKey: 'YOUR_ACCESS_KEY_HERE' }) }),
      },
      {
        mistake: 'a page no link leads to',
        edit: (s) =>
          s.pages.push({
            ...s.pages[1]!,
            path: '/team',
            sections: [{ type: 'hero', size: 'banner', heading: 'Team' }],
          }),
      },
      { mistake: 'a page without a hero', edit: (s) => s.pages[1]!.sections.shift() },
      {
        mistake: 'a page with two heroes',
        edit: (s) => s.pages[0]!.sections.push({ type: 'hero', size: 'banner', heading: 'Again' }),
      },
    ],
  },
];

/** What the check reports for one example mistake, errors first. */
export function problemsOf(example: ProblemExample): LocatedProblem[] {
  const site = baseSite();
  example.edit?.(site);
  const text = (example.text ?? ((t: string) => t))(toText(site));
  const { problems } = runChecks(text, example.options);
  const rank = (p: LocatedProblem) => (p.severity === 'error' ? 0 : 1);
  return [...problems].sort((a, b) => rank(a) - rank(b));
}

export function renderProblems(): string {
  const blocks = [
    '## Problems the check reports',
    plain(
      '`npm run validate`, `npm run build`, `npm run dev` and the visual editor run the same check and print each problem as `site.json:line:column  path  message`. Errors stop the build; warnings (marked "warning") do not. These are the messages it gives, each for a mistake made in a small example site.',
    ),
  ];
  for (const group of PROBLEM_GROUPS) {
    blocks.push(`### ${group.title}`, `Found by ${group.stage}.`);
    const rows = group.examples.map((example) => {
      const [problem] = problemsOf(example);
      if (!problem) throw new Error(`the example "${example.mistake}" reports no problem`);
      return [
        plain(example.mistake),
        problem.severity,
        problem.path === '(syntax)' ? '' : code(problem.path),
        plain(problem.message),
      ];
    });
    blocks.push(table(['mistake', 'severity', 'path', 'message'], rows));
  }
  return blocks.join('\n\n');
}
