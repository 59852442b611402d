import { z } from 'zod';
import { InlineText, Text, Verbatim, translated } from '../primitives';

export const ConsentSchema = z
  .strictObject({
    notice: z.array(InlineText).min(1).meta({
      title: 'Short notice',
      description:
        'Paragraphs shown before the button: what the form collects and why, how long it is kept, who processes it (the form service named), how to withdraw consent or complain, and a link to the full privacy notice.',
    }),
    label: Text.meta({
      title: 'Box label',
      description: 'The words beside the box the visitor ticks to agree, e.g. "I agree …".',
    }),
    message: Text.optional().meta({
      title: 'Message when not ticked',
      description:
        'Shown under the box when the form is sent without it ticked (forms whose checks are the rules’ own); else the browser’s own message.',
    }),
    version: Verbatim.meta({
      title: 'Notice version',
      description:
        'Sent with every submission beside the consent, so it is known which notice was agreed to, e.g. the date it was last changed. Change it whenever the notice’s words change.',
    }),
    ...translated,
  })
  .meta({
    title: 'Notice and consent',
    id: 'Consent',
    description:
      'The privacy notice a form shows and the unticked box the visitor ticks to agree; sent as consent "yes" with the notice’s version. India’s Digital Personal Data Protection Act asks for both wherever personal data is collected.',
  });

export type Consent = z.output<typeof ConsentSchema>;
