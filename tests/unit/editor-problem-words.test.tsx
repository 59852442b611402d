import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { problemsIn } from '../../editor/http/site-jobs';
import { programmerWordsIn } from '../../editor/lib/programmer-words';
import { ProblemList } from '../../editor/ui/ProblemList';
import { problemInWords } from '../../editor/lib/problem-words';

const text = readFileSync('site.json', 'utf8');

/**
 * The site with a stale Hindi text (which the check tells only of a site that passes the schema),
 * and again with a date typed the American way and a form without its key.
 */
interface Site {
  logo: { alt: string };
  blog: { posts: { date: string }[] };
  forms: { contact: { accessKey: string } };
}

function brokenSite(): { site: Site; problems: ReturnType<typeof problemsIn> } {
  const site = JSON.parse(text) as Site;
  site.logo.alt = `${site.logo.alt} Private Limited`;
  const broken = structuredClone(site);
  broken.blog.posts[0]!.date = '11/25/2026';
  broken.forms.contact.accessKey = '';
  const problems = [site, broken].flatMap((data) =>
    problemsIn({ file: 'site.json', publicDir: 'public' }, JSON.stringify(data, null, 2)),
  );
  return { site, problems };
}

/** The words of `html` a person reads without opening anything, and those folded away. */
function split(html: string): { shown: string; folded: string } {
  const words = (part: string) =>
    part
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  const folded = [...html.matchAll(/<details[^>]*>(.*?)<\/details>/gs)].map((m) => m[1]!);
  return {
    shown: words(html.replace(/<details[^>]*>.*?<\/details>/gs, '')),
    folded: words(folded.join(' ')),
  };
}

describe('the problems list', () => {
  const { site, problems } = brokenSite();
  const html = renderToStaticMarkup(
    <ProblemList file="site.json" problems={problems} site={site} onGo={() => {}} />,
  );
  const { shown, folded } = split(html);

  it('says where each problem is in words, and what is wrong without the file’s words', () => {
    expect(shown).toContain('Form “contact”: Access key');
    expect(shown).toContain('Post “How SEO Fuels Real Business Growth”: Date');
    expect(shown).toContain('is not a date: choose one in the date field');
    expect(shown).toMatch(/The English changed since the Hindi was written: .*; update the Hindi/);
    // The person's own values are quoted; only the editor's words around them are scanned.
    expect(programmerWordsIn(shown.replace(/"[^"]*"|“[^”]*”/g, '…'))).toEqual([]);
  });

  it('keeps the place in the file and the check’s own message under “For developers”', () => {
    const key = problems.find(
      (p) => p.path === 'forms.contact.accessKey' && p.severity === 'error',
    )!;
    expect(html.match(/<summary>For developers<\/summary>/g)).toHaveLength(problems.length);
    expect(folded).toContain(
      `site.json:${key.line}:${key.column} forms.contact.accessKey: ${key.message}`,
    );
    expect(folded).toContain('also copy the new English into "from"');
    expect(shown).not.toContain('site.json');
  });
});

describe('a picture’s problems', () => {
  /** The check's messages of the site with one picture's description emptied and one too small. */
  function checked() {
    const site = JSON.parse(text) as { blog: { posts: { image: { alt: string } }[] } };
    site.blog.posts[0]!.image.alt = '';
    return problemsIn({ file: 'site.json', publicDir: 'public' }, JSON.stringify(site, null, 2));
  }

  it('are said without the file, its size in pixels, and what to do in the editor', () => {
    const messages = [
      ...checked().map((p) => p.message),
      // As the check writes the others, for pictures the real site does not break.
      'the picture /uploads/team-1a2b3c4d.jpg is 400 px wide, but this place shows it 600 px wide (in a 1440 px wide window), 1200 px on a 2× screen: it will look blurry there; use a picture at least 1200 px wide',
      'the picture /uploads/team-1a2b3c4d.jpg is 800×600 as it is shown (turned upright), but "width" and "height" say 600×800: the space kept for it would squeeze or cut it; write "width": 800, "height": 600',
      'the file "public/uploads/old-1a2b3c4d.png" is not used by any page: remove it, or show it somewhere',
      'the file "public/images/gone.svg" does not exist',
    ].filter((m) => /\b(image|picture|file)\b/.test(m));
    expect(messages.length).toBeGreaterThan(4);
    const said = messages.map(problemInWords);
    expect(said).toContain(
      'The picture has no description: screen readers skip it; describe what it shows, or mark it decorative',
    );
    expect(said).toContain(
      'The picture is 400 pixels wide, but this place shows it 600 pixels wide (in a window 1440 pixels wide), 1200 on a sharp screen: it will look blurry there; choose a picture at least 1200 pixels wide',
    );
    for (const words of said) expect(programmerWordsIn(words), words).toEqual([]);
  });
});
