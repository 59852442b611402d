import { z } from 'zod';
import { Text, Verbatim, translated } from '../primitives';
import { RoutePath } from '../route-path';
import { ConsentSchema } from './consent';
import { FieldSchema } from './fields';
import { TransportSchema } from './transport';

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
        "The form's heading. {position} is replaced by the chosen opening (see the value from the page address); until one is chosen, that part's own title is shown.",
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
    subject: Text.optional().meta({
      title: 'Email subject',
      description:
        'E-mail subject sent with the submission, in the page’s language; {position} is replaced by the chosen opening.',
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
            description:
              'The query parameter naming the opening, e.g. "job" in /apply?job=backend: its id, or (older links) its title.',
          }),
        field: z
          .string()
          .regex(/^[A-Za-z_][\w-]*$/)
          .meta({
            title: 'Choice it fills',
            description:
              'The name of the choice field the address preselects once the app runs, e.g. "position".',
          }),
        title: Text.meta({
          title: 'Title while none is chosen',
          description:
            'The heading until an opening is chosen, and always without the app, e.g. "Apply for a Role".',
        }),
        subject: Text.optional().meta({
          title: 'Email subject while none is chosen',
          description:
            'Sent as the subject when no opening is chosen yet, e.g. by a browser without the app.',
        }),
        ...translated,
      })
      .optional()
      .meta({
        title: 'Opening from the page address',
        description:
          'Which choice the page address preselects (/apply?job=…), and the words used while none is chosen.',
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
    consent: ConsentSchema.optional().meta({
      title: 'Notice and consent',
      description:
        'The privacy notice and the box to tick before sending; required of every form that collects personal data.',
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

export type Form = z.output<typeof FormSchema>;

export type SpamGuard = z.output<typeof SpamGuardSchema>;
