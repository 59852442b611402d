import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { ActionSchema, Text } from '../../schema/primitives';

export const NoticeSchema = z
  .strictObject({
    type: sectionType('notice', 'A large status message, as on the not-found page.'),
    ...sectionBase,
    code: Text.optional().meta({ description: 'A large code above the heading, e.g. "404".' }),
    heading: Text,
    text: Text,
    action: ActionSchema,
  })
  .meta({
    id: 'NoticeSection',
    title: 'notice',
    description: 'A centred message with a big code, a heading, a sentence and one button.',
  });

export const notice = defineSection(NoticeSchema);
export type NoticeProps = z.output<typeof NoticeSchema>;
