import { z } from 'zod';
import { sectionBase, sectionHead, sectionType, tone } from '../section-schema';
import { ActionSchema, InlineText, translated } from '../../schema/primitives';

export const ChecklistSchema = z
  .strictObject({
    type: sectionType('checklist', 'A list of reasons or benefits with check marks.'),
    ...sectionBase,
    ...sectionHead,
    items: z.array(InlineText).min(1).meta({
      title: 'Items',
      description: 'One statement per item; **bold** and [links](/x) allowed.',
    }),
    tone: tone('tint'),
    action: ActionSchema.optional().meta({
      title: 'Button',
      description: 'A button under the list.',
    }),
    ...translated,
  })
  .meta({
    title: 'Checklist',
    id: 'ChecklistSection',
    description:
      'A heading and a two-column list of statements with check marks. Use it for reasons or benefits, e.g. "Why Choose Our Solution".',
    examples: [
      {
        type: 'checklist',
        heading: 'Why Choose Us',
        items: ['**Local and reachable:** our office is in Gorakhpur.'],
      },
    ],
  });

export type ChecklistProps = z.output<typeof ChecklistSchema>;
