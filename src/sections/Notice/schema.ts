import { z } from 'zod';
import { heading, sectionBase, sectionType } from '../section-schema';
import { ActionSchema, Text, Verbatim, translated } from '../../schema/primitives';

export const NoticeSchema = z
  .strictObject({
    type: sectionType('notice', 'A large status message, as on the not-found page.'),
    ...sectionBase,
    code: Verbatim.optional().meta({
      title: 'Large text above the heading',
      description: 'A large code above the heading, e.g. "404".',
    }),
    ...heading('The message, e.g. "Page not found".'),
    text: Text.meta({ title: 'Text', description: 'A sentence under the heading.' }),
    action: ActionSchema.meta({
      title: 'Button',
      description: 'The way on, e.g. Back to Home → /.',
    }),
    ...translated,
  })
  .meta({
    title: 'Notice',
    id: 'NoticeSection',
    description:
      'A centred message with large text (like "404"), a heading, a sentence and one button. Use it for status pages: the not-found page, or a thank-you page after a form.',
    examples: [
      {
        type: 'notice',
        code: '404',
        heading: 'Page not found',
        text: 'The page you are looking for does not exist.',
        action: { label: 'Back to Home', href: '/' },
      },
    ],
  });

export type NoticeProps = z.output<typeof NoticeSchema>;
