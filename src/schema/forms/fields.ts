import { z } from 'zod';
import { OptionalText, Text, translated } from '../primitives';
import { RuleSchema } from './rules';

export const FieldSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Za-z_][\w-]*$/, 'must be a form field name like "email" or "yearOfStudy"')
      .meta({ title: 'Name', description: 'The name sent to the form service.' }),
    label: Text.meta({ title: 'Label', description: 'The visible label of the input.' }),
    kind: z.enum(['text', 'email', 'tel', 'number', 'textarea', 'hidden']).meta({
      title: 'Kind',
      description: 'The kind of input.',
      choiceTitles: {
        text: 'One line of text',
        email: 'Email address',
        tel: 'Phone number',
        number: 'Number',
        textarea: 'Several lines of text',
        hidden: 'Hidden, sent with the form',
      },
      // Non-standard keyword VS Code shows beside each value in completion lists.
      enumDescriptions: [
        'A single line of text.',
        'An e-mail address; phones show a keyboard with @.',
        'A phone number; phones show a dial pad.',
        'A number input.',
        'Several lines of text; "rows" sets its height.',
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
      description: 'Hint text inside the empty input; never a replacement for the label.',
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
