import { describe, expect, test } from 'vitest';
import {
  applyChanges,
  recordSave,
  unpublished,
  type SavedChange,
  type Saver,
} from '../../editor/merge/saved-changes';

interface Section {
  type: string;
  heading?: string;
  id?: string;
}
interface Site {
  name: string;
  pages: { path: string; sections: Section[] }[];
}
const published: Site = {
  name: 'Clinic',
  pages: [
    {
      path: '/',
      sections: [
        { type: 'hero', heading: 'Welcome' },
        { type: 'cta', heading: 'Call' },
      ],
    },
    { path: '/about', sections: [{ type: 'hero', heading: 'About' }] },
    { path: '/services', sections: [{ type: 'hero', heading: 'Services' }] },
  ],
};
const ana: Saver = { name: 'Ana Rao', email: 'ana@example.org' };
const ben: Saver = { name: 'Ben Shukla', email: 'ben@example.org' };

/** A save by `by`: the file before and after `change`, recorded into `ledger`. */
function save(ledger: SavedChange[], file: Site, by: Saver, change: (site: Site) => void) {
  const after = structuredClone(file);
  change(after);
  return {
    ledger: recordSave(ledger, { before: file, after, by, at: '2026-11-30T10:00:00Z' }),
    file: after,
  };
}
const mine = (ledger: SavedChange[], by: Saver) => ledger.filter((c) => c.by?.email === by.email);

describe('the ledger of saved changes', () => {
  test("publishing one person's changes leaves a colleague's out", () => {
    let state = { ledger: [] as SavedChange[], file: published };
    state = save(
      state.ledger,
      state.file,
      ana,
      (s) => (s.pages[1]!.sections[0]!.heading = 'About us'),
    );
    state = save(
      state.ledger,
      state.file,
      ben,
      (s) => (s.pages[2]!.sections[0]!.heading = 'What we do'),
    );
    expect(state.ledger.map((c) => c.by?.name)).toEqual(['Ana Rao', 'Ben Shukla']);
    const { value, left } = applyChanges(published, mine(state.ledger, ben), state.file);
    expect(left).toEqual([]);
    const out = value as Site;
    expect(out.pages[1]!.sections[0]!.heading).toBe('About');
    expect(out.pages[2]!.sections[0]!.heading).toBe('What we do');
  });

  test('a page added by one person does not move where another person’s change goes', () => {
    let state = { ledger: [] as SavedChange[], file: published };
    state = save(
      state.ledger,
      state.file,
      ben,
      (s) => (s.pages[2]!.sections[0]!.heading = 'What we do'),
    );
    state = save(state.ledger, state.file, ana, (s) =>
      s.pages.splice(1, 0, { path: '/team', sections: [{ type: 'hero', heading: 'Team' }] }),
    );
    const benOnly = applyChanges(published, mine(state.ledger, ben), state.file).value as Site;
    expect(benOnly.pages.map((p) => p.path)).toEqual(['/', '/about', '/services']);
    expect(benOnly.pages[2]!.sections[0]!.heading).toBe('What we do');
    const anaOnly = applyChanges(published, mine(state.ledger, ana), state.file).value as Site;
    expect(anaOnly.pages.map((p) => p.path)).toEqual(['/', '/team', '/about', '/services']);
    expect(anaOnly.pages[3]!.sections[0]!.heading).toBe('Services');
    expect(applyChanges(published, state.ledger, state.file).value).toEqual(state.file);
  });

  test('a section added before another person’s edited section keeps each change its own', () => {
    let state = { ledger: [] as SavedChange[], file: published };
    state = save(state.ledger, state.file, ana, (s) =>
      s.pages[0]!.sections.splice(1, 0, { type: 'cta', heading: 'New' }),
    );
    state = save(
      state.ledger,
      state.file,
      ben,
      (s) => (s.pages[0]!.sections[2]!.heading = 'Ring us'),
    );
    const benOnly = applyChanges(published, mine(state.ledger, ben), state.file).value as Site;
    expect(benOnly.pages[0]!.sections.map((s) => s.heading)).toEqual(['Welcome', 'Ring us']);
    const anaOnly = applyChanges(published, mine(state.ledger, ana), state.file).value as Site;
    expect(anaOnly.pages[0]!.sections.map((s) => s.heading)).toEqual(['Welcome', 'New', 'Call']);
  });

  test('a value saved again is one change from where it started, and gone when changed back', () => {
    let state = { ledger: [] as SavedChange[], file: published };
    state = save(state.ledger, state.file, ana, (s) => (s.name = 'Clinic One'));
    state = save(state.ledger, state.file, ana, (s) => (s.name = 'Clinic Two'));
    expect(state.ledger).toMatchObject([{ before: 'Clinic', after: 'Clinic Two', rev: 1 }]);
    state = save(state.ledger, state.file, ana, (s) => (s.name = 'Clinic'));
    expect(state.ledger).toEqual([]);
  });

  test('a value a colleague saved over is no longer the first person’s change', () => {
    let state = { ledger: [] as SavedChange[], file: published };
    state = save(state.ledger, state.file, ana, (s) => (s.name = 'Ana’s name'));
    state = save(state.ledger, state.file, ben, (s) => (s.name = 'Ben’s name'));
    expect(state.ledger).toMatchObject([{ by: ben, before: 'Ana’s name', after: 'Ben’s name' }]);
  });

  test('a change already in the published version is not unpublished', () => {
    let state = { ledger: [] as SavedChange[], file: published };
    state = save(state.ledger, state.file, ana, (s) => (s.name = 'New name'));
    expect(unpublished(state.ledger, published, state.file)).toHaveLength(1);
    expect(unpublished(state.ledger, state.file, state.file)).toEqual([]);
  });

  test('the person’s value wins over one published meanwhile; the rest of the published stays', () => {
    let state = { ledger: [] as SavedChange[], file: published };
    state = save(state.ledger, state.file, ana, (s) => (s.pages[1]!.sections[0]!.heading = 'Mine'));
    const moved = structuredClone(published);
    moved.pages[1]!.sections[0]!.heading = 'Theirs';
    moved.name = 'Renamed elsewhere';
    const out = applyChanges(moved, state.ledger, state.file).value as Site;
    expect(out.pages[1]!.sections[0]!.heading).toBe('Mine');
    expect(out.name).toBe('Renamed elsewhere');
  });
});
