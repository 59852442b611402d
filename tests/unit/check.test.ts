import { describe, expect, it } from 'vitest';
import { formatProblem, runChecks } from '../../src/content/check';
import { MAX_DEPTH, nestedDeeperThan, parseSource } from '../../src/content/check/syntax';
import { baseSite, toText } from '../../scripts/lib/base-site';
import { MB, retainedBytes } from '../fixtures/memory';

type Site = ReturnType<typeof baseSite>;

/** file:line:col of the n-th occurrence of `needle`, found independently of the check. */
function at(text: string, needle: string, occurrence = 1, file = 'site.json'): string {
  let index = -1;
  for (let i = 0; i < occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`text has no ${needle}`);
  }
  const before = text.slice(0, index).split('\n');
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
}

function check(mutate: (site: Site) => void): { text: string; problems: string[] } {
  const site = baseSite();
  mutate(site);
  const text = toText(site);
  return { text, problems: runChecks(text).problems.map(formatProblem) };
}

const contactForm = (rules: unknown[]) => ({
  title: 'Contact',
  submitLabel: 'Send',
  submittingLabel: 'Sending...',
  validation: 'custom' as const,
  accessKey: 'k',
  transport: { kind: 'native-post' as const, endpoint: 'https://forms.example/submit' },
  fields: [{ name: 'code', label: 'Code', kind: 'text' as const, rules: rules as never }],
});

describe('one run lists every problem', () => {
  it('reports a schema mistake, a broken link and a missing block together', () => {
    const { text, problems } = check((site) => {
      (site.pages[0]!.sections[0] as { heading: unknown }).heading = 42;
      site.layout.header.links[1]!.href = '/abuot';
      site.pages[1]!.sections.push({ type: 'block', ref: 'closng' });
    });
    expect(problems).toEqual([
      `${at(text, '"href": "/abuot"')}  layout.header.links[1].href  links to "/abuot", which is not a page of this site — did you mean "/about"?`,
      `${at(text, '"heading": 42')}  pages[0].sections[0].heading  expected string, got number 42`,
      `${at(text, '"ref": "closng"')}  pages[1].sections[3].ref  no block named "closng" — blocks: "closing"`,
    ]);
  });

  it('lists form-rule errors and content warnings beside a schema mistake', () => {
    const { problems } = check((site) => {
      (site.pages[0]!.sections[0] as { heading: unknown }).heading = 42;
      site.pages[1]!.seo.title = 'T'.repeat(70);
      site.forms = { contact: contactForm([{ kind: 'pattern', pattern: '(a+)+' }]) };
    });
    expect(problems).toEqual([
      expect.stringMatching(
        / {2}pages\[0\]\.sections\[0\]\.heading {2}expected string, got number 42$/,
      ),
      expect.stringMatching(
        / {2}warning {2}pages\[1\]\.seo\.title {2}the page title "T+" is 70 characters/,
      ),
      expect.stringMatching(
        / {2}forms\.contact\.fields\[0\]\.rules\[0\]\.pattern {2}this pattern can take seconds/,
      ),
    ]);
  });

  it('keeps checking the sections after one whose type is unknown, at their own index', () => {
    const { text, problems } = check((site) => {
      (site.pages[0]!.sections[1] as { type: string }).type = 'fqa';
      (site.pages[0]!.sections[3] as { ref: string }).ref = 'closin';
    });
    expect(problems).toEqual([
      `${at(text, '"type": "fqa"')}  pages[0].sections[1].type  unknown section type "fqa" — did you mean "faq"?`,
      `${at(text, '"ref": "closin"')}  pages[0].sections[3].ref  no block named "closin" — blocks: "closing"`,
    ]);
  });

  it('gives every problem its JSON path as a list, for the editor to find the field', () => {
    const site = baseSite();
    site.layout.header.links[1]!.href = '/abuot';
    const [problem] = runChecks(toText(site)).problems;
    expect(problem?.jsonPath).toEqual(['layout', 'header', 'links', 1, 'href']);
    expect(problem?.severity).toBe('error');
  });
});

describe('anchors and ids', () => {
  it('refuses a link to an id the target page does not render, naming the ones it does', () => {
    const { text, problems } = check((site) => {
      site.layout.header.cta.href = '/about#contcat';
      site.layout.footer.columns[0]!.links.push({ label: 'Gone', href: '/about#no-such-anchor' });
    });
    expect(problems).toEqual([
      `${at(text, '"href": "/about#contcat"')}  layout.header.cta.href  links to "#contcat" on /about, but no element there has that id — did you mean "contact"?`,
      `${at(text, '"href": "/about#no-such-anchor"')}  layout.footer.columns[0].links[1].href  links to "#no-such-anchor" on /about, but no element there has that id — ids on that page: "contact"`,
    ]);
  });

  it('checks a bare "#id" link against the page it is written on', () => {
    const { text, problems } = check((site) => {
      site.pages[1]!.sections.push({
        type: 'prose',
        body: ['Jump [up](#contact) or [down](#jobs).'],
      } as never);
    });
    expect(problems).toEqual([
      `${at(text, '"Jump')}  pages[1].sections[3].body[0]  links to "#jobs" on /about, but no element there has that id — ids on that page: "contact"`,
    ]);
  });

  it('accepts ids rendered by cards, by the layout and by a hero heading', () => {
    const { problems } = check((site) => {
      (site.pages[1]!.sections[0] as { id?: string }).id = 'intro';
      site.layout.header.links.push(
        { label: 'Skip', href: '/about#main' },
        { label: 'Intro', href: '/about#intro-title' },
      );
    });
    expect(problems).toEqual([]);
  });

  it('refuses the same section id twice on one page, also through a block', () => {
    const { text, problems } = check((site) => {
      (site.pages[1]!.sections[0] as { id?: string }).id = 'contact';
      (site.blocks!.closing![0] as { id?: string }).id = 'welcome';
      (site.pages[0]!.sections[0] as { id?: string }).id = 'welcome';
    });
    expect(problems).toEqual([
      `${at(text, '"id": "welcome"')}  blocks.closing[0].id  the id "welcome" is already used on / (at pages.0.sections.0.id): ids must be unique on a page`,
      `${at(text, '"id": "contact"', 2)}  pages[1].sections[1].id  the id "contact" is already used on /about (at pages.1.sections.0.id): ids must be unique on a page`,
    ]);
  });
});

describe('form rule patterns', () => {
  const withRule = (pattern: string) =>
    check((site) => {
      site.forms = { contact: contactForm([{ kind: 'pattern', pattern, message: 'No.' }]) };
    });

  it('refuses a pattern that is not a regular expression with the browser\'s "v" flag', () => {
    const { text, problems } = withRule('[a-z-]+');
    expect(problems).toEqual([
      `${at(text, '"pattern": "[a-z-]+"')}  forms.contact.fields[0].rules[0].pattern  this pattern is not a valid regular expression: Invalid character class; browsers read a pattern attribute with the "v" flag (inside [...], escape ( ) [ ] { } / - | with a backslash)`,
    ]);
  });

  it('refuses a pattern that does not compile at all', () => {
    const { problems } = withRule('(abc');
    expect(problems[0]).toContain(
      'this pattern is not a valid regular expression: Unterminated group',
    );
  });

  it('refuses a pattern that backtracks catastrophically, and warns on a polynomial one', () => {
    const exponential = withRule('(a+)+$');
    expect(exponential.problems).toEqual([
      expect.stringMatching(
        /^site\.json:\d+:\d+ {2}forms\.contact\.fields\[0\]\.rules\[0\]\.pattern {2}this pattern can take seconds to test a long input such as .+ \(exponential backtracking, found by recheck\): avoid a repeat inside a repeat/,
      ),
    ]);
    const polynomial = withRule('a*a*b');
    expect(polynomial.problems).toEqual([
      expect.stringMatching(/ {2}warning {2}forms\.contact.* \(polynomial backtracking/),
    ]);
  });

  it('accepts the patterns of an ordinary form', () => {
    expect(withRule('https://.+').problems).toEqual([]);
    expect(withRule('[A-Za-z ]{2,40}').problems).toEqual([]);
  });
});

describe('content warnings, located', () => {
  it('warns about an over-long title and description, a missing alt text and a placeholder access key', () => {
    const longTitle = 'A very long page title that search engines will certainly cut off';
    const { text, problems } = check((site) => {
      site.pages[1]!.seo.title = longTitle;
      site.pages[1]!.seo.description = 'x'.repeat(161);
      site.blog.posts![0]!.image.alt = '';
      site.forms = { contact: { ...contactForm([]), accessKey: 'YOUR_ACCESS_KEY_HERE' } };
    });
    expect(problems).toEqual([
      `${at(text, `"title": "${longTitle}"`)}  warning  pages[1].seo.title  the page title "${longTitle}" is ${longTitle.length} characters; search results cut it after about 60`,
      `${at(text, '"description": "xxx')}  warning  pages[1].seo.description  the description is 161 characters; search results cut it after about 160`,
      `${at(text, '"alt": ""')}  warning  blog.posts[0].image.alt  the image /images/blog/seo.svg has no alt text: screen readers skip it; describe what it shows, or mark it decorative`,
      `${at(text, '"accessKey"')}  warning  forms.contact.accessKey  the access key is still the placeholder, so the form service turns away every message sent with this form: paste here the key the form service gave you`,
    ]);
  });

  it('takes an empty alt as right for decorative pictures, and looks for their files', () => {
    const decorative = (src: string, width: number, height: number) => ({
      src,
      alt: '',
      width,
      height,
    });
    const site = baseSite();
    site.pages[0]!.sections[0] = {
      type: 'hero',
      size: 'full',
      heading: 'Welcome',
      background: {
        kind: 'video',
        src: '/media/hero.mp4',
        poster: decorative('/media/hero-poster.webp', 1280, 720),
        fallbackText: 'No video.',
      },
    };
    site.pages[0]!.sections.push(
      {
        type: 'card-grid',
        heading: 'Services',
        cards: [{ title: 'Web', icon: decorative('/icons/web.svg', 48, 48) }],
      },
      {
        type: 'cta',
        heading: 'Talk to us',
        actions: [{ label: 'Contact', href: '/about' }],
        background: decorative('/images/cta-background.svg', 1600, 500),
      },
    );
    const text = toText(site);
    const missing = new Set([
      '/icons/web.svg',
      '/images/cta-background.svg',
      '/media/hero-poster.webp',
    ]);
    const problems = runChecks(text, { assetExists: (path) => !missing.has(path) }).problems;
    expect(problems.map(formatProblem)).toEqual([
      `${at(text, '"src": "/media/hero-poster.webp"')}  pages[0].sections[0].background.poster.src  the file "public/media/hero-poster.webp" does not exist`,
      `${at(text, '"src": "/icons/web.svg"')}  pages[0].sections[4].cards[0].icon.src  the file "public/icons/web.svg" does not exist`,
      `${at(text, '"src": "/images/cta-background.svg"')}  pages[0].sections[5].background.src  the file "public/images/cta-background.svg" does not exist`,
    ]);
  });

  it('warns about a page no link leads to', () => {
    const { text, problems } = check((site) => {
      site.pages.push({
        path: '/telemedicine',
        seo: { title: 'Telemedicine', description: 'Video visits.' },
        sections: [{ type: 'hero', size: 'banner', heading: 'Telemedicine' }],
      });
    });
    expect(problems).toEqual([
      `${at(text, '"path": "/telemedicine"')}  warning  pages[2].path  no link leads to /telemedicine: add it to layout.header.links, a footer column or a section's links, or visitors will not find it`,
    ]);
  });

  it('warns about a page with no hero and a page with two', () => {
    const { text, problems } = check((site) => {
      site.pages[1]!.sections.shift();
      site.pages[0]!.sections.push({ type: 'hero', size: 'banner', heading: 'Again' });
    });
    const again = text.indexOf('"heading": "Again"');
    expect(problems).toEqual([
      `${at(text.slice(0, again), '"type": "hero"', 2)}  warning  pages[0].sections[4].type  / already has a main heading from pages.0.sections.0 (a hero): a page should have one hero`,
      `${at(text, '"sections"', 2)}  warning  pages[1].sections  /about has no hero (nor a notice, form or article section): the page has no main heading (h1) for visitors and search engines`,
    ]);
  });

  it('does not fail the check: the site is still returned', () => {
    const site = baseSite();
    site.pages[1]!.seo.title = 'T'.repeat(70);
    const result = runChecks(toText(site));
    expect(result.problems.map((p) => p.severity)).toEqual(['warning']);
    expect(result.site).toBeDefined();
  });
});

describe('messages that say how to fix', () => {
  const text = toText(baseSite());

  it('accepts a byte-order mark, keeping lines and columns', () => {
    expect(runChecks(`\uFEFF${text}`).problems).toEqual([]);
    const broken = `\uFEFF${text.replace('"name": "Test Clinic IT",', '"name": 5,')}`;
    expect(runChecks(broken).problems.map(formatProblem)).toEqual([
      `${at(broken, '"name": 5')}  name  expected string, got number 5`,
    ]);
  });

  it('says single quotes must be double quotes', () => {
    const broken = text.replace('"name": "Test Clinic IT"', "'name': 'Test Clinic IT'");
    expect(runChecks(broken).problems.map(formatProblem)).toEqual([
      `${at(broken, "'name'")}  (syntax)  invalid JSON: text and field names need double quotes: write "…" instead of '…'`,
    ]);
  });

  it('names curly quotes', () => {
    const broken = text.replace('"Test Clinic IT"', '“Test Clinic IT”');
    expect(runChecks(broken).problems.map(formatProblem)).toEqual([
      `${at(broken, '“')}  (syntax)  invalid JSON: “ is a curly quote (word processors type them): use the straight double quote " instead`,
    ]);
  });

  it('names the brace that is not closed, where it opened, and where the closer belongs', () => {
    // The first section of the home page loses its closing brace.
    const hero = /\{\n( *)"type": "hero"/.exec(text)!;
    const indent = ' '.repeat(hero[1]!.length - 2);
    const close = text.indexOf(`\n${indent}},`, hero.index);
    const broken = text.slice(0, close) + text.slice(close + indent.length + 2);
    const opened = at(broken, hero[0]);
    const [, line, column] = at(broken, `${indent}{\n${hero[1]}"type": "faq"`).split(':');
    expect(runChecks(broken).problems.map(formatProblem)).toEqual([
      `${opened}  (syntax)  invalid JSON: this "{" is never closed: add "}" before line ${line}, column ${Number(column) + indent.length}`,
    ]);
  });

  it('names a trailing comma as a trailing comma, not as a missing brace', () => {
    const broken = text.replace(
      '"name": "Test Clinic IT",\n  "url": "https://example.org",',
      '"name": "Test Clinic IT",\n  "url": "https://example.org",,',
    );
    expect(runChecks(broken).problems.map((p) => p.message)).toEqual([
      'invalid JSON: two commas in a row: remove one',
    ]);
    const trailing = text.replace(/("width": 640,\n\s*"height": 400)(\n\s*})/, '$1,$2');
    expect(runChecks(trailing).problems.map((p) => p.message)).toEqual([
      'invalid JSON: remove the comma before "}": JSON allows no comma after the last item',
    ]);
  });

  it('gives the date format', () => {
    const { text: t, problems } = check((site) => {
      site.blog.posts![0]!.date = '10/01/2025';
      site.blog.posts![1]!.date = '2025-13-01';
    });
    expect(problems).toEqual([
      `${at(t, '"date": "10/01/2025"')}  blog.posts[0].date  the text "10/01/2025" is not a date written YYYY-MM-DD, e.g. "2025-01-10"`,
      `${at(t, '"date": "2025-13-01"')}  blog.posts[1].date  the text "2025-13-01" is not a real date: write YYYY-MM-DD with a month 01–12 and a day that month has`,
    ]);
  });

  it('says to write a number without quotes, and suggests no far-off value', () => {
    const { text: t, problems } = check((site) => {
      site.pages[1]!.sections.push({
        type: 'card-grid',
        heading: 'Cards',
        columns: '3' as never,
        cards: [{ title: 'One' }],
      } as never);
      site.constants.promoDelayMs = '5000' as never;
    });
    expect(problems).toEqual([
      `${at(t, '"promoDelayMs"')}  constants.promoDelayMs  write 5000 without quotes: this field takes a number, not text`,
      `${at(t, '"columns": "3"')}  pages[1].sections[3].columns  write 3 without quotes: this field takes a number, not text`,
    ]);
    const far = check((site) => {
      site.pages[1]!.sections.push({
        type: 'card-grid',
        heading: 'Cards',
        columns: 7 as never,
        cards: [{ title: 'One' }],
      } as never);
    });
    expect(far.problems).toEqual([
      `${at(far.text, '"columns": 7')}  pages[1].sections[3].columns  number 7 is not allowed — expected 2 or 3 or 4`,
    ]);
  });

  it('explains a field name and a locale by what they must look like, not as a regex', () => {
    const { text: t, problems } = check((site) => {
      site.locale = 'en_IN';
      site.forms = {
        apply: {
          ...contactForm([]),
          context: { queryParam: 'job', field: '', title: 'Apply for a Role' },
        },
      };
    });
    expect(problems).toEqual([
      `${at(t, '"locale"')}  locale  the text "en_IN" does not have the form this field needs — Language of the content, e.g. "en-IN".`,
      `${at(t, '"field": ""')}  forms.apply.context.field  must not be empty`,
    ]);
  });

  it('names the file given to it', () => {
    const site = baseSite();
    site.layout.header.links[1]!.href = '/abuot';
    const [problem] = runChecks(toText(site), { file: 'content/other.json' }).problems;
    expect(formatProblem(problem!)).toMatch(/^content\/other\.json:\d+:\d+ {2}layout/);
  });
});

describe('content warnings on the Hindi a page shows', () => {
  const hindi = (text: string, from: string) => ({ text, from });
  const longTitle =
    'हमारे बारे में: गोरखपुर के स्वास्थ्य सेवा सॉफ़्टवेयर बनाने वाले लोग, जो क्लिनिकों और अस्पतालों के लिए काम करते हैं';
  const sentence = 'हम गोरखपुर के क्लिनिकों और अस्पतालों के लिए सॉफ़्टवेयर बनाते हैं।';
  const sentences = (n: number) => Array(n).fill(sentence).join(' ');

  it('warns at the Hindi text, in the same words, counting letters as a reader does', () => {
    const postTitle = 'पहला लेख: छोटे क्लिनिकों के लिए ऑनलाइन अपॉइंटमेंट बुकिंग शुरू करने की पूरी और आसान गाइड';
    const { text, problems } = check((site) => {
      site.pages[1]!.seo.hi = {
        title: hindi(longTitle, 'About'),
        description: hindi(sentences(4), 'About us.'),
      };
      const post = site.blog.posts![0]!;
      post.hi = { title: hindi(postTitle, post.title) };
      site.blog.hi = { titleTemplate: hindi('{title} | परीक्षण', site.blog.titleTemplate) };
      post.image.hi = { alt: hindi('', post.image.alt) };
    });
    expect(problems).toEqual([
      `${at(text, `"text": "${longTitle}"`)}  warning  pages[1].seo.hi.title.text  the page title "${longTitle}" is 68 characters; search results cut it after about 60`,
      `${at(text, `"text": "${sentences(4)}"`)}  warning  pages[1].seo.hi.description.text  the description is 163 characters; search results cut it after about 160`,
      `${at(text, '"text": ""')}  warning  blog.posts[0].image.hi.alt.text  the image /images/blog/seo.svg has no alt text: screen readers skip it; describe what it shows, or mark it decorative`,
      `${at(text, `"text": "${postTitle}"`)}  warning  blog.posts[0].hi.title.text  the page title "${postTitle} | परीक्षण" is 66 characters; search results cut it after about 60`,
    ]);
  });

  it('takes a vowel sign or a conjunct as part of its letter: these fit', () => {
    const title = 'गोरखपुर के स्वास्थ्य सेवा सॉफ़्टवेयर विशेषज्ञों के बारे में पूरी जानकारी';
    expect(title.length).toBeGreaterThan(60);
    expect(sentences(3).length).toBeGreaterThan(160);
    const { problems } = check((site) => {
      site.pages[1]!.seo.hi = {
        title: hindi(title, 'About'),
        description: hindi(sentences(3), 'About us.'),
      };
    });
    expect(problems).toEqual([]);
  });

  it('leaves a stale Hindi text alone: the page shows the English, which is measured', () => {
    const { problems } = check((site) => {
      site.pages[1]!.seo.hi = { title: hindi(longTitle, 'About the team') };
    });
    expect(problems).toEqual([
      expect.stringMatching(/ {2}warning {2}pages\[1\]\.seo\.hi\.title\.text {2}stale Hindi: /),
    ]);
  });
});

describe('reading the file', () => {
  it("keeps the values, not the file's text: a site of ten thousand routes is hundreds of MB", () => {
    const retained = retainedBytes(() => {
      const text = JSON.stringify({
        kept: 'Arogya Infotech, Gorakhpur',
        other: 'x'.repeat(20 * MB),
      });
      const parsed = parseSource(text);
      return parsed.ok ? (parsed.data as { kept: string }).kept : undefined;
    });
    expect(retained).toBeLessThan(MB);
  });

  it('reads "__proto__" as an ordinary field name, as every JSON reader does', () => {
    const parsed = parseSource('{"__proto__": {"name": "not inherited"}}');
    expect(parsed.ok && Object.keys(parsed.data as object)).toEqual(['__proto__']);
    expect(parsed.ok && (parsed.data as { name?: string }).name).toBeUndefined();
  });

  it('refuses a file nested deeper than any site needs, before the checks walk it', () => {
    const deep = `${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)}`;
    expect(runChecks(deep).problems.map((p) => p.message)).toEqual([
      'the file nests objects or lists too deeply to read',
    ]);
    expect(
      nestedDeeperThan(JSON.parse(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`), MAX_DEPTH),
    ).toBe(false);
  });
});
