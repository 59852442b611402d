import { z } from 'zod';
import { OptionalText, Text, Verbatim, translated } from './primitives';
import { RoutePath } from './route-path';

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
  ])
  .meta({
    title: 'Rule',
    id: 'Rule',
    description:
      'A validation rule. Every kind but “Must be filled in” lets a blank value pass. Without a message, the browser’s own check and message apply (forms whose checks are the browser’s own).',
  });

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

const Endpoint = z
  .url({ protocol: /^https?$/ })
  .regex(/^https?:\/\/[^\s/]+/, 'must be an http(s):// address')
  .meta({
    title: 'Sending address',
    description:
      'Where submissions go. Overridable with the FORM_ENDPOINT environment variable at build time (development and tests).',
  });

const ScriptlessRedirect = RoutePath.optional().meta({
  title: 'Page after sending without scripts',
  description:
    'A page of this site the service sends the visitor to after a scriptless submission (sent as an absolute address built from "url").',
});

const TimeoutMs = z.number().int().positive().default(15000).meta({
  title: 'Time limit (milliseconds)',
  description:
    'With the app running, give up waiting for the service after this long and show the timeout message.',
});

export const TransportSchema = z
  .discriminatedUnion('kind', [
    z
      .strictObject({
        kind: z
          .literal('native-post')
          .meta({ title: 'Kind', description: 'Form-encoded, like a browser POST.' }),
        endpoint: Endpoint,
        redirect: ScriptlessRedirect,
        timeoutMs: TimeoutMs,
      })
      .meta({
        title: 'As a plain web form',
        description:
          'Form-encoded. Without the app the browser posts it and the service redirects to "redirect"; with the app the same request is sent in the background, the answer read, and success goes to "redirect" on this site.',
      }),
    z
      .strictObject({
        kind: z
          .literal('fetch-multipart')
          .meta({ title: 'Kind', description: 'Multipart form data.' }),
        endpoint: Endpoint,
        redirect: ScriptlessRedirect,
        timeoutMs: TimeoutMs,
      })
      .meta({
        title: 'As form data with files',
        description:
          'Multipart form data. With the app it is sent in the background and the JSON answer\'s "success" flag decides; without the app the browser posts it and the service redirects to "redirect".',
      }),
  ])
  .meta({
    title: 'How it is sent',
    id: 'Transport',
    description: 'How a submission travels to the form service.',
  });

export const SpamGuardSchema = z
  .strictObject({
    honeypot: z
      .string()
      .regex(/^[A-Za-z_][\w-]*$/)
      .default('botcheck')
      .meta({
        title: 'Hidden trap field',
        description:
          "The form service's honeypot checkbox name. It is invisible, unfocusable and silent for people; a submission with it ticked is never sent (the service drops it too).",
      }),
    minSubmitMs: z.number().int().nonnegative().meta({
      title: 'Shortest time to fill in (milliseconds)',
      description:
        'With the app running, a submit sooner than this many ms after the form appeared is held (the button shows the sending label) until this much time has passed, then sent: scripted page-driving bots are slowed, people lose nothing.',
    }),
  })
  .meta({
    title: 'Spam protection',
    id: 'SpamGuard',
    description: 'Spam defence that costs visitors nothing.',
  });

const MESSAGE_DEFAULTS = {
  success: 'Thank you! It has been sent.',
  failure: 'Sorry, it could not be sent. Please try again.',
  networkError: 'We could not reach the form service. Please try again in a moment.',
};

export const FormSchema = z
  .strictObject({
    title: Text.meta({
      title: 'Title',
      description:
        "The form's heading. {position} is replaced by the query-parameter value (see context).",
    }),
    submitLabel: Text.meta({ title: 'Send button text', description: 'Text of the send button.' }),
    submittingLabel: Text.meta({
      title: 'Button text while sending',
      description: 'Button text while sending.',
    }),
    validation: z.enum(['browser', 'custom']).meta({
      title: 'Checks',
      choiceTitles: {
        browser: 'The browser’s own checks and messages',
        custom: 'The rules’ messages under each field',
      },
      description:
        'Either the browser’s own checks and messages, or the rules’ messages under each field, checked before sending.',
    }),
    accessKey: Verbatim.meta({
      title: 'Access key',
      description:
        'The key the form service gave you for this site; it is not secret (every form sends it). For developers: the FORM_ACCESS_KEY environment variable replaces it at build time.',
    }),
    subject: Verbatim.optional().meta({
      title: 'Email subject',
      description: 'E-mail subject sent with the submission; {position} is replaced.',
    }),
    transport: TransportSchema.meta({
      title: 'How it is sent',
      description: 'How submissions are sent.',
    }),
    context: z
      .strictObject({
        queryParam: z
          .string()
          .regex(/^[a-z][a-z0-9_]*$/)
          .meta({
            title: 'Name in the address',
            description: 'The query parameter to read, e.g. "job".',
          }),
        field: z
          .string()
          .regex(/^[A-Za-z_][\w-]*$/)
          .meta({ title: 'Sent as', description: 'Sent under this name, e.g. "position".' }),
        fallback: Text.meta({
          title: 'When the address has none',
          description: 'Used when the parameter is missing or blank.',
        }),
        maxLength: z.number().int().positive().meta({
          title: 'Longest length',
          description: 'Longer values are cut to this many characters.',
        }),
        ...translated,
      })
      .optional()
      .meta({
        title: 'Value from the page address',
        description: 'A value taken from the page address, e.g. the job title on /apply?job=…',
      }),
    fields: z
      .array(FieldSchema)
      .min(1)
      .meta({ title: 'Fields', description: 'The inputs, in order.' }),
    messages: z
      .strictObject({
        success: Text.meta({
          title: 'Success message',
          description: 'The service accepted the submission.',
        }),
        failure: Text.meta({
          title: 'Failure message',
          description:
            'The service answered but did not accept the submission (success false, 4xx or 5xx).',
        }),
        networkError: Text.meta({
          title: 'Network error message',
          description:
            'The service could not be reached; also used for the too-many-tries, time-out and offline messages when those are absent.',
        }),
        rateLimited: Text.optional().meta({
          title: 'Too many tries message',
          description:
            'The service answered 429 (too many submissions); the failure message when absent.',
        }),
        timeout: Text.optional().meta({
          title: 'Time-out message',
          description: 'No answer within the time limit; the network error message when absent.',
        }),
        offline: Text.optional().meta({
          title: 'Offline message',
          description: 'The visitor’s device is offline; the network error message when absent.',
        }),
        ...translated,
      })
      .default(MESSAGE_DEFAULTS)
      .meta({
        title: 'Messages',
        description:
          'What the visitor sees after sending with the app running; every value stays in the form unless the service confirms success.',
      }),
    onSuccess: z
      .strictObject({
        clear: z.boolean().meta({ title: 'Empty the form', description: 'Empty every field.' }),
        redirect: RoutePath.optional().meta({
          title: 'Page after sending',
          description: 'Go to this page after the delay.',
        }),
        delayMs: z.number().int().nonnegative().meta({
          title: 'Delay (milliseconds)',
          description: 'Wait this long in ms before redirecting.',
        }),
      })
      .optional()
      .meta({ title: 'After sending', description: 'What happens after a successful submission.' }),
    spam: SpamGuardSchema.optional().meta({
      title: 'Spam protection',
      description: 'The honeypot and the minimum time to submit.',
    }),
    keepDraft: z.boolean().default(false).meta({
      title: 'Keep what was typed',
      description: 'Keep what was typed across a reload of the tab, until sent.',
    }),
    ...translated,
  })
  .meta({
    title: 'Form',
    id: 'Form',
    description: 'A form: its fields and rules, where it is sent and what the visitor sees.',
  });

export type Rule = z.output<typeof RuleSchema>;
export type Field = z.output<typeof FieldSchema>;
export type Form = z.output<typeof FormSchema>;
export type Transport = z.output<typeof TransportSchema>;

/**
 * What a form component receives: the form with its name, environment overrides applied, and
 * the absolute address the service sends a scriptless visitor to (it would resolve a relative
 * one against its own origin).
 */
export type FormConfig = Form & { id: string; redirectUrl?: string };
export type SpamGuard = z.output<typeof SpamGuardSchema>;
