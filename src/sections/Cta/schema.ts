import { z } from 'zod';
import { defineSection, sectionBase, sectionType } from '../define-section';
import { ActionSchema, AssetPath, Text } from '../../schema/primitives';

export const CtaSchema = z
  .strictObject({
    type: sectionType('cta', 'A call-to-action banner.'),
    ...sectionBase,
    heading: Text,
    text: Text.optional(),
    actions: z.array(ActionSchema).min(1).max(2),
    background: AssetPath.optional().meta({
      description: 'A decorative background image behind the dark band.',
    }),
  })
  .meta({
    id: 'CtaSection',
    title: 'cta',
    description: 'A dark banner with a heading, a sentence and one or two buttons.',
  });

export const cta = defineSection(CtaSchema);
export type CtaProps = z.output<typeof CtaSchema>;
