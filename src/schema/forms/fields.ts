import { z } from 'zod';
import { OptionalText, Slug, Text, translated } from '../primitives';
import { RuleSchema } from './rules';

export const ChoiceGroupSchema = z
  .strictObject({
    collection: Slug.meta({
      title: 'Openings from',
      description: 'A collection of job openings; each of its openings is one choice.',
    }),
    label: Text.meta({
      title: 'Group heading',
      description: 'Heads the group in the list, e.g. "Internships".',
    }),
    kind: Text.meta({
      title: 'Kind of opening',
      description:
        'Written after the title in what is sent and shown once one is chosen, e.g. "internship" gives "IT Services (internship)": openings of two groups with one title stay apart.',
    }),
    ...translated,
  })
  .meta({
    title: 'Group of choices',
    id: 'ChoiceGroup',
    description: 'The openings of one collection, offered together under a heading.',
  });

export const FieldSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Za-z_][\w-]*$/, 'must be a form field name like "email" or "yearOfStudy"')
      .meta({ title: 'Name', description: 'The name sent to the form service.' }),
    label: Text.meta({ title: 'Label', description: 'The visible label of the input.' }),
    kind: z.enum(['text', 'email', 'tel', 'number', 'textarea', 'select', 'file', 'hidden']).meta({
      title: 'Kind',
      description: 'The kind of input.',
      choiceTitles: {
        text: 'One line of text',
        email: 'Email address',
        tel: 'Phone number',
        number: 'Number',
        textarea: 'Several lines of text',
        select: 'A choice from a list',
        file: 'A file to attach',
        hidden: 'Hidden, sent with the form',
      },
      // Non-standard keyword VS Code shows beside each value in completion lists.
      enumDescriptions: [
        'A single line of text.',
        'An e-mail address; phones show a keyboard with @.',
        'A phone number; phones show a dial pad.',
        'A number input.',
        'Several lines of text; "rows" sets its height.',
        'One choice from "choices"; "placeholder" is the empty first entry.',
        'A file from the visitor’s device, checked by the file rules; needs the multipart transport.',
        'Not shown; sends "value" with the submission.',
      ],
    }),
    rows: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ title: 'Rows', description: 'Visible lines of a textarea.' }),
    autocomplete: z.string().optional().meta({
      title: 'Browser autofill hint',
      description: 'The autocomplete token, e.g. "name", "email", "tel".',
    }),
    placeholder: OptionalText.optional().meta({
      title: 'Example text in the box',
      description:
        'Hint text inside the empty input (for a choice, its empty first entry); never a replacement for the label.',
    }),
    hint: OptionalText.optional().meta({
      title: 'Hint under the label',
      description:
        'A line under the label that screen readers read with it, e.g. "PDF, up to 5 MB".',
    }),
    choices: z.array(ChoiceGroupSchema).min(1).optional().meta({
      title: 'Choices',
      description:
        'For a choice field: the groups of openings it offers, each from a collection of job openings.',
    }),
    inputMode: z
      .enum(['text', 'numeric', 'decimal', 'tel', 'email'])
      .optional()
      .meta({
        title: 'Keyboard on phones',
        description: 'Which on-screen keyboard phones show.',
        choiceTitles: {
          text: 'Letters',
          numeric: 'Digits',
          decimal: 'Numbers with a decimal point',
          tel: 'Phone dial pad',
          email: 'Email, with @',
        },
      }),
    value: z
      .string()
      .optional()
      .meta({ title: 'Value', description: 'The fixed value of a hidden field.' }),
    rules: z.array(RuleSchema).default([]).meta({
      title: 'Rules',
      description: 'Checks the value must pass; the first failing rule shows its message.',
    }),
    ...translated,
  })
  .meta({ title: 'Form field', id: 'Field', description: 'One input of a form.' });

export type Field = z.output<typeof FieldSchema>;
