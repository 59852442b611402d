import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { ImageSchema, Text } from '../../schema/primitives';

export const PersonMessageSchema = z
  .strictObject({
    name: Text,
    role: Text,
    qualification: Text.meta({
      description: 'Degrees or credentials, e.g. "MBBS, MBA (Hospital Administration)".',
    }),
    message: Text.meta({ description: "A short message in the person's own words." }),
    image: ImageSchema,
  })
  .meta({ id: 'PersonMessage' });

export const MessagesSchema = z
  .strictObject({
    type: sectionType('messages', 'Messages from leaders, with portraits.'),
    ...sectionBase,
    heading: Text,
    intro: Text.optional(),
    people: z.array(PersonMessageSchema).min(1),
  })
  .meta({
    id: 'MessagesSection',
    title: 'messages',
    description: 'Portrait, name, role, qualification and a message for each person.',
  });

export const messages = defineSection(MessagesSchema);
export type MessagesProps = z.output<typeof MessagesSchema>;
