import { z } from 'zod';
import { Text, translated } from '../primitives';

const message = Text.meta({
  title: 'Message',
  description: 'Shown under the field when the rule fails.',
});

const ruleKind = <K extends string>(kind: K) =>
  z.literal(kind).meta({ title: 'Kind of check', description: 'Which check this rule makes.' });

export const RuleSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({ kind: ruleKind('required'), message: message.optional(), ...translated })
      .meta({
        title: 'Must be filled in',
        description: 'Must not be blank.',
        examples: [{ kind: 'required', message: 'Please enter your name.' }],
      }),
    z.strictObject({ kind: ruleKind('email'), message: message.optional(), ...translated }).meta({
      title: 'An e-mail address',
      description: 'Must look like an e-mail address.',
      examples: [{ kind: 'email', message: 'Please enter a valid e-mail address.' }],
    }),
    z
      .strictObject({
        kind: ruleKind('digits'),
        length: z
          .number()
          .int()
          .positive()
          .meta({ title: 'Length', description: 'How many digits.' }),
        message: message.optional(),
        ...translated,
      })
      .meta({
        title: 'Digits only',
        description: 'Exactly "Length" digits, nothing else.',
        examples: [{ kind: 'digits', length: 10, message: 'Please enter a 10-digit number.' }],
      }),
    z.strictObject({ kind: ruleKind('numeric'), message: message.optional(), ...translated }).meta({
      title: 'A number',
      description: 'A number, e.g. 87 or 87.5.',
      examples: [{ kind: 'numeric', message: 'Please enter a number.' }],
    }),
    z
      .strictObject({
        kind: ruleKind('minLength'),
        value: z
          .number()
          .int()
          .positive()
          .meta({ title: 'Value', description: 'The fewest characters allowed.' }),
        message: message.optional(),
        ...translated,
      })
      .meta({
        title: 'At least so many characters',
        description: 'At least "Value" characters.',
        examples: [{ kind: 'minLength', value: 10, message: 'Please write a little more.' }],
      }),
    z
      .strictObject({
        kind: ruleKind('maxLength'),
        value: z
          .number()
          .int()
          .positive()
          .meta({ title: 'Value', description: 'The most characters allowed.' }),
        message: message.optional(),
        ...translated,
      })
      .meta({
        title: 'At most so many characters',
        description: 'At most "Value" characters.',
        examples: [
          { kind: 'maxLength', value: 500, message: 'Please keep it under 500 characters.' },
        ],
      }),
    z
      .strictObject({
        kind: ruleKind('pattern'),
        pattern: z.string().min(1).meta({
          title: 'Allowed pattern',
          description: 'A regular expression the whole value must match.',
        }),
        message: message.optional(),
        ...translated,
      })
      .meta({
        title: 'Matches a pattern',
        description: 'Must match a regular expression.',
        examples: [
          { kind: 'pattern', pattern: 'https://.+', message: 'Please give an https:// link.' },
        ],
      }),
    z
      .strictObject({
        kind: ruleKind('fileType'),
        extensions: z
          .array(
            z
              .string()
              .regex(/^[a-z0-9]+$/, 'must be an ending like "pdf", without the dot, in lowercase'),
          )
          .min(1)
          .meta({
            title: 'File endings allowed',
            description: 'The endings a file’s name may have, without the dot, e.g. "pdf", "docx".',
          }),
        message: message.meta({
          title: 'Message',
          description: 'Shown under the field when a file of another type is chosen.',
        }),
        ...translated,
      })
      .meta({
        title: 'A file of these types',
        description:
          'For a file field: the file’s name must end in one of the endings; the file picker offers only these.',
        examples: [
          {
            kind: 'fileType',
            extensions: ['pdf', 'doc', 'docx'],
            message: 'Please attach a PDF, DOC or DOCX file.',
          },
        ],
      }),
    z
      .strictObject({
        kind: ruleKind('fileSize'),
        megabytes: z.number().positive().max(5).default(5).meta({
          title: 'Largest size (MB)',
          description:
            'The largest file allowed, in megabytes of a million bytes; the form service takes one file of up to 5 MB.',
        }),
        message: message.meta({
          title: 'Message',
          description: 'Shown under the field when a larger file is chosen.',
        }),
        ...translated,
      })
      .meta({
        title: 'A file up to a size',
        description: 'For a file field: the file must not be larger than "Largest size".',
        examples: [
          { kind: 'fileSize', megabytes: 5, message: 'Please attach a file of 5 MB or less.' },
        ],
      }),
  ])
  .meta({
    title: 'Rule',
    id: 'Rule',
    description:
      'A validation rule. Every kind but “Must be filled in” lets a blank value pass. Without a message, the browser’s own check and message apply (forms whose checks are the browser’s own). The two file rules are checked by the app before sending, with their messages, whichever checks the form uses.',
  });

export type Rule = z.output<typeof RuleSchema>;
