import { describe, expect, it } from 'vitest';
import { resolveLocalizedRoute } from '../../src/content/versions';
import {
  choiceNamed,
  choicesOf,
  formSubject,
  formTitle,
  positionField,
} from '../../src/forms/position';
import { requestBody } from '../../src/forms/submit';
import { constraintAttributes } from '../../src/forms/constraints';
import { MEGABYTE, validate } from '../../src/forms/validate';
import { siteIn } from '../../src/i18n/localize';
import type { FormConfig } from '../../src/content/form-config';
import { collectionItems, loadSite } from '../fixtures/site';

const site = loadSite();

/** The application form as the page at `path` renders it, openings in place. */
function applicationOn(path: string): FormConfig {
  const route = resolveLocalizedRoute(site, path);
  const section = route?.kind === 'page' ? route.page.sections[0] : undefined;
  if (section?.type !== 'form' || !section.props.form) throw new Error(`no form on ${path}`);
  return section.props.form;
}

const english = applicationOn('/apply');
const hindi = applicationOn('/hi/apply');
const choices = choicesOf(positionField(english));
const jobs = [...collectionItems('internships', 'job'), ...collectionItems('jobs', 'job')];

describe('the Position choice of the application', () => {
  it('offers every opening of both collections, internships and jobs sent apart', () => {
    expect(choices.map((c) => c.id)).toEqual(jobs.map((j) => j.id));
    const sent = choices.map((c) => c.value);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toContain('IT Services (internship)');
    expect(sent).toContain('IT Services (job)');
  });

  it('takes the opening from the address by id, or by the title older links carried', () => {
    expect(choiceNamed(choices, 'backend')?.value).toBe('Backend (internship)');
    expect(choiceNamed(choices, 'Backend')?.value).toBe('Backend (internship)');
    expect(choiceNamed(choices, '  full   STACK ')?.value).toBe('Full Stack (internship)');
    expect(choiceNamed(choices, 'it-services')?.value).toBe('IT Services (job)');
  });

  it('chooses nothing for a title two openings share, an unknown or a hostile value', () => {
    for (const asked of ['IT Services', 'Unknown Position', '<script>x</script>', '', null])
      expect(choiceNamed(choices, asked), String(asked)).toBeUndefined();
  });

  it('names the opening in the title and subject only once one is chosen, never "Unknown Position"', () => {
    expect(formTitle(english, '')).toBe(english.context!.title);
    expect(formSubject(english, '')).toBe(english.context!.subject);
    expect(formTitle(english, 'Backend (internship)')).toBe('Apply for Backend (internship)');
    expect(formSubject(english, 'Backend (internship)')).toBe(
      'Job application: Backend (internship)',
    );
  });
});

describe('the Hindi application page', () => {
  const hindiChoices = choicesOf(positionField(hindi));
  const hindiJobs = siteIn(site, 'hi').collections;

  it('names the job in Hindi: the list, the heading and the subject, from the same address', () => {
    const backend = choiceNamed(hindiChoices, 'backend')!;
    const items = hindiJobs.internships?.kind === 'job' ? hindiJobs.internships.items : [];
    const title = items.find((j) => j.id === 'backend')!.title;
    expect(title).not.toBe('Backend');
    expect(backend.label).toBe(title);
    expect(formTitle(hindi, backend.value)).toBe(`आवेदन करें: ${title} (इंटर्नशिप)`);
    expect(formSubject(hindi, backend.value)).toBe(`आवेदन: ${title} (इंटर्नशिप)`);
    // The language switch keeps the address, and the Hindi page finds the same opening in it.
    expect(hindiChoices.indexOf(backend)).toBe(choices.indexOf(choiceNamed(choices, 'backend')!));
  });

  it('leaves no English title in its list, and no title before a postposition', () => {
    for (const choice of hindiChoices.filter((c) => /[\u0900-\u097F]/.test(c.label)))
      expect(formTitle(hindi, choice.value)).not.toMatch(/ (के|की|को|में|से) /);
    const english = new Set(choices.map((c) => c.label));
    const left = hindiChoices.filter((c) => english.has(c.label) && /[a-z]/.test(c.label));
    expect(left.map((c) => c.label)).toEqual([]);
  });
});

describe('the CV', () => {
  const cv = english.fields.find((f) => f.kind === 'file')!;
  const file = (name: string, size: number) => ({ name, size });

  it('offers PDF, DOC and DOCX in the picker, and refuses other types and more than 5 MB', () => {
    expect(constraintAttributes(cv).accept).toBe('.pdf,.doc,.docx');
    const problem = (name: string, size: number) =>
      validate([cv], {}, { [cv.name]: file(name, size) })[cv.name];
    const [type, size] = cv.rules.map((r) => r.message);
    expect(problem('Asha Verma CV.PDF', 1 * MEGABYTE)).toBeUndefined();
    expect(problem('cv.docx', 5 * MEGABYTE)).toBeUndefined();
    expect(problem('cv.pdf', 6 * MEGABYTE)).toBe(size);
    expect(problem('setup.exe', 1000)).toBe(type);
    expect(problem('cv', 1000)).toBe(type);
    expect(validate([cv], {}, {})).toEqual({});
  });

  it('in Hindi, refuses them in Hindi', () => {
    const hindiCv = hindi.fields.find((f) => f.kind === 'file')!;
    const message = validate([hindiCv], {}, { [cv.name]: file('cv.exe', 10) })[cv.name];
    expect(message).toMatch(/[\u0900-\u097F]/);
  });

  it('travels as a file in the multipart body; an empty file input sends no part', () => {
    const entries = new FormData();
    entries.append('name', 'Asha');
    entries.append(cv.name, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    const body = requestBody(english, entries) as FormData;
    expect((body.get(cv.name) as File).name).toBe('cv.pdf');
    const empty = new FormData();
    empty.append(cv.name, new File([], '', { type: 'application/octet-stream' }));
    expect([...(requestBody(english, empty) as FormData).keys()]).toEqual([]);
  });
});
