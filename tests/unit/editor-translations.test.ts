import { describe, expect, it } from 'vitest';
import {
  coverageByPlace,
  editedEntry,
  translationOf,
  translationPath,
  withEntry,
} from '../../editor/lib/translations';
import { translationState } from '../../src/i18n/state';
import { SiteSchema } from '../../src/schema/site';
import { Text } from '../../src/schema/text';
import { baseSite } from '../../scripts/lib/base-site';

type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the translation of one field, beside its English', () => {
  const hero = (hi?: unknown) => ({ heading: 'About us', ...(hi ? { hi } : {}) });

  it('is missing, current or stale as the check says, and "none" when the English is empty', () => {
    expect(translationOf(hero(), 'heading', Text, 'hi').state).toBe('missing');
    const current = hero({ heading: { text: 'हमारे बारे में', from: 'About us' } });
    expect(translationOf(current, 'heading', Text, 'hi').state).toBe('current');
    const stale = { ...current, heading: 'About our company' };
    expect(translationOf(stale, 'heading', Text, 'hi')).toMatchObject({
      state: 'stale',
      english: 'About our company',
      entry: { from: 'About us' },
    });
    expect(translationOf({ heading: '' }, 'heading', Text, 'hi').state).toBe('none');
  });

  it('a new translation records the English it is made from now', () => {
    expect(editedEntry(undefined, 'About us', [], 'हमारे')).toEqual({
      text: 'हमारे',
      from: 'About us',
    });
  });

  it('editing a stale translation keeps its record, so it stays stale until confirmed', () => {
    const entry = { text: 'हमारे बारे में', from: 'About us' };
    expect(editedEntry(entry, 'About our company', [], 'हमारी कंपनी')).toEqual({
      text: 'हमारी कंपनी',
      from: 'About us',
    });
  });

  it('emptying the text removes the translation, and the last one removes the member', () => {
    const entry = { text: 'क', from: 'A' };
    expect(editedEntry(entry, 'A', [], '')).toBeUndefined();
    expect(withEntry({ heading: entry }, 'heading', undefined)).toBeUndefined();
    expect(withEntry({ heading: entry, text: entry }, 'heading', undefined)).toEqual({
      text: entry,
    });
  });

  it('an item of a list or a block of rich text is edited in place inside the text', () => {
    const english = ['One', 'Two'];
    const entry = { text: ['एक', 'दो'], from: english };
    expect(editedEntry(entry, english, [1], 'दोनों')).toEqual({
      text: ['एक', 'दोनों'],
      from: english,
    });
    expect(editedEntry(undefined, english, [0], 'एक')).toEqual({ text: ['एक'], from: english });
    const body = [{ h2: 'Why' }];
    expect(editedEntry({ text: [{ h2: 'क्यों' }], from: body }, body, [0, 'h2'], 'क्यों नहीं')).toEqual({
      text: [{ h2: 'क्यों नहीं' }],
      from: body,
    });
  });

  it('is edited at the text of the language entry beside the English field', () => {
    expect(translationPath(['pages', 0, 'sections', 1, 'heading'], 'hi')).toEqual([
      'pages',
      0,
      'sections',
      1,
      'hi',
      'heading',
      'text',
    ]);
  });
});

describe('the Translation view’s places', () => {
  it('counts each text once, in the first place whose prefix holds it, with what is left to do', () => {
    const site = baseSite() as Loose;
    site.pages[1].sections[0].hi = { heading: { text: 'हमारे बारे में', from: 'About us' } };
    const { texts } = translationState(SiteSchema.parse(site), 'hi');
    const places = [
      { key: 'page:1', label: '/about', prefix: ['pages', 1] },
      { key: 'page:0', label: '/', prefix: ['pages', 0] },
      { key: 'shared', label: 'Shared', prefix: [] },
    ];
    const groups = coverageByPlace(texts, places);
    const about = groups.find((g) => g.key === 'page:1')!;
    const aboutTexts = texts.filter((t) => t.path[0] === 'pages' && t.path[1] === 1);
    expect(about.current).toBe(1);
    expect(about.current + about.stale + about.missing).toBe(aboutTexts.length);
    expect(about.todo.map((t) => t.path.join('.'))).toEqual(
      aboutTexts.filter((t) => t.state !== 'current').map((t) => t.path.join('.')),
    );
    const total = groups.reduce((n, g) => n + g.current + g.stale + g.missing, 0);
    expect(total).toBe(texts.length);
  });
});
