import { z } from 'zod';
import { heading, intro, sectionBase, sectionType } from '../section-schema';
import { ImageSchema, Text, translated } from '../../schema/primitives';

export const PersonMessageSchema = z
  .strictObject({
    name: Text.meta({ title: 'Name', description: "The person's full name." }),
    role: Text.meta({
      title: 'Role',
      description: 'Their position, e.g. "Founder & Managing Director".',
    }),
    qualification: Text.meta({
      title: 'Qualification',
      description: 'Degrees or credentials, e.g. "MBBS, MBA (Hospital Administration)".',
    }),
    message: Text.meta({
      title: 'Message',
      description: "A short message in the person's own words.",
    }),
    image: ImageSchema.meta({ title: 'Picture', description: 'A portrait.' }),
    ...translated,
  })
  .meta({ title: 'Message', id: 'PersonMessage', description: 'One person and their message.' });

export const MessagesSchema = z
  .strictObject({
    type: sectionType('messages', 'Messages from leaders, with portraits.'),
    ...sectionBase,
    ...heading(),
    ...intro(),
    people: z
      .array(PersonMessageSchema)
      .min(1)
      .meta({ title: 'People', description: 'The people, in order.' }),
    ...translated,
  })
  .meta({
    title: 'Messages from leaders',
    id: 'MessagesSection',
    description:
      'Portrait, name, role, qualification and a message for each person. Use it for messages from the founders or leadership, e.g. on the About page.',
    examples: [
      {
        type: 'messages',
        heading: 'Messages from our leadership',
        people: [
          {
            name: 'Rakesh Kumar Mishra',
            role: 'Founder & Managing Director',
            qualification: 'MBA, M.Sc. (Computer Science)',
            message: 'Technology should give doctors time back for their patients.',
            image: {
              src: '/images/team/leader-1.svg',
              alt: 'Rakesh Kumar Mishra',
              width: 400,
              height: 400,
            },
          },
        ],
      },
    ],
  });

export type MessagesProps = z.output<typeof MessagesSchema>;
