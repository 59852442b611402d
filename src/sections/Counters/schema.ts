import { z } from 'zod';
import { optionalHeading, sectionBase, sectionType } from '../section-schema';
import { Text, translated } from '../../schema/primitives';

export const StatSchema = z
  .strictObject({
    value: z
      .number()
      .int()
      .nonnegative()
      .meta({ title: 'Value', description: 'The number the counter animates to.' }),
    suffix: z
      .string()
      .max(3)
      .default('')
      .meta({ title: 'After the number', description: 'Shown right after the number, e.g. "+".' }),
    label: Text.meta({ title: 'Label', description: 'What the number counts.' }),
    ...translated,
  })
  .meta({
    title: 'Figure',
    id: 'Stat',
    description: 'A number that counts up from 0 when scrolled into view.',
  });

export const CountersSchema = z
  .strictObject({
    type: sectionType('counters', 'A band of animated numbers.'),
    ...sectionBase,
    ...optionalHeading('Heading above the counters (visually hidden when absent).'),
    items: z
      .array(StatSchema)
      .min(1)
      .max(6)
      .meta({ title: 'Items', description: 'The numbers, one to six.' }),
    ...translated,
  })
  .meta({
    title: 'Numbers that count up',
    id: 'CountersSection',
    description:
      'A band of numbers that count up when scrolled into view (for as long as "Counting time" in the site settings says). Use it for a few headline figures, e.g. clients served or projects delivered.',
    examples: [{ type: 'counters', items: [{ value: 150, suffix: '+', label: 'Happy clients' }] }],
  });

export type Stat = z.output<typeof StatSchema>;
export type CountersProps = z.output<typeof CountersSchema>;
