import { describe, expect, it } from 'vitest';
import { at, check, type Site } from '../fixtures/located';

type FormInput = NonNullable<Site['forms']>[string];

/** A form that passes every form check; each test breaks one thing of it. */
const form = (change: Partial<FormInput> = {}): FormInput => ({
  title: 'Apply for {position}',
  submitLabel: 'Send',
  submittingLabel: 'Sending...',
  validation: 'custom',
  accessKey: 'k',
  transport: { kind: 'fetch-multipart', endpoint: 'https://forms.example/submit' },
  fields: [{ name: 'email', label: 'Email', kind: 'email', rules: [] }],
  consent: {
    notice: ['We use your e-mail only to answer you. Read our [privacy policy](/about).'],
    label: 'I agree.',
    version: '2026-11-28',
  },
  ...change,
});

const position = (collection: string) => ({
  name: 'position',
  label: 'Position',
  kind: 'select' as const,
  choices: [{ collection, label: 'Jobs', kind: 'job' }],
  rules: [],
});

describe('a form that collects personal data', () => {
  it('passes with its notice and consent box', () => {
    expect(check((site) => (site.forms = { apply: form() })).problems).toEqual([]);
  });

  it('is an error without a notice and consent box, named by its first personal field', () => {
    const { text, problems } = check((site) => {
      site.forms = { apply: { ...form(), consent: undefined } };
    });
    expect(problems).toEqual([
      `${at(text, '"apply"')}  forms.apply  this form collects personal data (the field "email") but shows no privacy notice and no box to agree to it: add "consent" with the notice, the box's label and the notice's version (India's Digital Personal Data Protection Act asks for both)`,
    ]);
  });

  it('is known by a field kind (e-mail, phone, file) or a personal autofill token', () => {
    const { problems } = check((site) => {
      site.forms = {
        apply: form({
          consent: undefined,
          fields: [{ name: 'who', label: 'Name', kind: 'text', autocomplete: 'name', rules: [] }],
        }),
        search: form({
          consent: undefined,
          fields: [{ name: 'q', label: 'Search', kind: 'text', rules: [] }],
        }),
      };
    });
    expect(problems).toEqual([expect.stringContaining('(the field "who")')]);
  });

  it('needs a notice that links to the full privacy notice', () => {
    const { text, problems } = check((site) => {
      site.forms = {
        apply: form({ consent: { notice: ['We answer you.'], label: 'I agree.', version: '1' } }),
      };
    });
    expect(problems).toEqual([
      `${at(text, '"notice": [')}  forms.apply.consent.notice  the notice links to no full privacy notice: add a link to it, e.g. [full privacy notice](/privacy)`,
    ]);
  });
});

describe('a file field', () => {
  it('needs the multipart transport, file rules only, and no rule for typed text', () => {
    const { text, problems } = check((site) => {
      site.forms = {
        apply: form({
          transport: { kind: 'native-post', endpoint: 'https://forms.example/submit' },
          fields: [
            {
              name: 'attachment',
              label: 'CV',
              kind: 'file',
              rules: [{ kind: 'email', message: 'No.' }],
            },
            {
              name: 'email',
              label: 'Email',
              kind: 'email',
              rules: [{ kind: 'fileSize', megabytes: 5, message: 'Too big.' }],
            },
          ],
        }),
      };
    });
    expect(problems).toEqual([
      `${at(text, '"kind": "file"')}  forms.apply.fields[0].kind  a file cannot be sent form-encoded: send this form with the transport "fetch-multipart"`,
      `${at(text, '"kind": "email"')}  forms.apply.fields[0].rules[0].kind  "email" checks typed text: a file has none`,
      `${at(text, '"kind": "fileSize"')}  forms.apply.fields[1].rules[0].kind  "fileSize" checks a file: this field is not one`,
    ]);
  });
});

describe('a choice of openings', () => {
  it('reads job collections that exist, and gives every opening an id of its own', () => {
    const { text, problems } = check((site) => {
      site.collections!.internships = {
        kind: 'job',
        items: [
          {
            id: 'ui-ux-designer',
            title: 'UI/UX Design',
            description: 'D.',
            location: 'X',
            employment: 'intern',
            posted: '2024-01-10',
          },
        ],
      };
      site.forms = {
        apply: form({
          fields: [
            {
              ...position('jobs'),
              choices: [
                { collection: 'jobs', label: 'Jobs', kind: 'job' },
                { collection: 'internships', label: 'Internships', kind: 'internship' },
                { collection: 'home-faq', label: 'FAQ', kind: 'faq' },
              ],
            },
          ],
        }),
      };
    });
    expect(problems).toEqual([
      `${at(text, '"id": "ui-ux-designer"', 2)}  collections.internships.items[0].id  the identifier "ui-ux-designer" is already used by collections.jobs.items[0]: each opening needs its own`,
      `${at(text, '"collection": "home-faq"', 2)}  forms.apply.fields[0].choices[2].collection  no collection of job openings named "home-faq" — job collections: "jobs", "internships"`,
    ]);
  });

  it('is a field of kind "select" with choices, which the address fills', () => {
    const { text, problems } = check((site) => {
      site.forms = {
        apply: form({
          context: { queryParam: 'job', field: 'role', title: 'Apply' },
          fields: [
            {
              name: 'role',
              label: 'Role',
              kind: 'text',
              rules: [],
              choices: position('jobs').choices,
            },
            { name: 'position', label: 'Position', kind: 'select', rules: [] },
          ],
        }),
      };
    });
    expect(problems).toEqual([
      `${at(text, '"choices"')}  forms.apply.fields[0].choices  only a field of kind "select" offers choices`,
      `${at(text, '{\n          "name": "position"')}  forms.apply.fields[1]  a field of kind "select" needs "choices" to offer`,
      `${at(text, '"field": "role"')}  forms.apply.context.field  no choice field of this form is named "role": the address fills a field of kind "select"`,
    ]);
  });

  it('warns about a Hindi title that puts the opening before a postposition', () => {
    const hindi = (text: string, from: string) => ({ text, from });
    const { text, problems } = check((site) => {
      site.forms = {
        apply: form({
          context: { queryParam: 'job', field: 'position', title: 'Apply' },
          fields: [position('jobs')],
          hi: { title: hindi('{position} के लिए आवेदन करें', 'Apply for {position}') },
        }),
      };
    });
    expect(problems).toEqual([
      `${at(text, '"text": "{position} के लिए')}  warning  forms.apply.hi.title.text  "{position}" stands before a postposition, where Hindi needs the title's oblique case ("IT सेवाओं के लिए", not "IT सेवाएँ के लिए"), which the titles do not carry: let the title stand on its own, e.g. "आवेदन करें: {position}"`,
    ]);
  });
});
