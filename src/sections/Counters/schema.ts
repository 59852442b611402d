import { z } from 'zod';
import { sectionBase, sectionType } from '../section-schema';
import { Text, translated } from '../../schema/primitives';

export const StatSchema = z
  .strictObject({
    value: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'The number the counter animates to.' }),
    suffix: z
      .string()
      .max(3)
      .default('')
      .meta({ description: 'Shown right after the number, e.g. "+".' }),
    label: Text.meta({ description: 'What the number counts.' }),
    ...translated,
  })
  .meta({ id: 'Stat', description: 'A number that counts up from 0 when scrolled into view.' });

export const CountersSchema = z
  .strictObject({
    type: sectionType('counters', 'A band of animated numbers.'),
    ...sectionBase,
    heading: Text.optional().meta({
      description: 'Heading above the counters (visually hidden when absent).',
    }),
    items: z.array(StatSchema).min(1).max(6).meta({ description: 'The numbers, one to six.' }),
    ...translated,
  })
  .meta({
    id: 'CountersSection',
    title: 'counters',
    description:
      'A band of numbers that count up over constants.counterDurationMs when scrolled into view. Use it for a few headline figures, e.g. clients served or projects delivered.',
    examples: [{ type: 'counters', items: [{ value: 150, suffix: '+', label: 'Happy clients' }] }],
  });

export type Stat = z.output<typeof StatSchema>;
export type CountersProps = z.output<typeof CountersSchema>;
