import { z } from 'zod';
import { sectionBase, sectionHead, sectionType, tone } from '../section-schema';
import { ActionSchema, ImageSchema, LinkSchema, Text, translated } from '../../schema/primitives';

export const CardSchema = z
  .strictObject({
    id: sectionBase.id.meta({
      title: 'Link name',
      description:
        'A short name, like "web-design", so a link ending in #web-design jumps to this card.',
    }),
    title: Text.meta({ title: 'Title', description: 'Card heading.' }),
    text: Text.optional().meta({ title: 'Text', description: 'A short description.' }),
    icon: ImageSchema.optional().meta({
      title: 'Icon',
      description:
        'A small decorative icon (SVG) above the title; its alt may stay "" (screen readers skip it).',
    }),
    image: ImageSchema.optional().meta({
      title: 'Picture',
      description: 'A picture at the top of the card.',
    }),
    meta: z
      .array(
        z.strictObject({
          label: Text.meta({ title: 'Label', description: 'What the fact is, e.g. "Location".' }),
          value: Text.meta({ title: 'Value', description: 'The fact itself, e.g. "On Site".' }),
          ...translated,
        }),
      )
      .default([])
      .meta({
        title: 'Facts',
        description: 'Facts as a label and a value, e.g. Location: On Site.',
      }),
    href: LinkSchema.optional().meta({ title: 'Link', description: 'Where the card button goes.' }),
    linkLabel: Text.optional().meta({
      title: 'Button text',
      description: 'Card button text, e.g. "Know More". Needs href.',
    }),
    ...translated,
  })
  .meta({ title: 'Card', id: 'Card', description: 'One card of a grid.' });

export const CardGridSchema = z
  .strictObject({
    type: sectionType('card-grid', 'A grid of cards.'),
    ...sectionBase,
    ...sectionHead,
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .default(3)
      .meta({
        title: 'Columns',
        description: 'Columns on wide screens (one column on phones, two on tablets).',
        choiceTitles: { 2: 'Two columns', 3: 'Three columns', 4: 'Four columns' },
      }),
    variant: z
      .enum(['icon', 'image', 'compact'])
      .default('icon')
      .meta({
        title: 'Look',
        choiceTitles: {
          icon: 'Cards with an icon',
          image: 'Cards with a picture',
          compact: 'Small centred tiles',
        },
        description: 'Cards with an icon, cards with a picture, or small centred tiles.',
      }),
    tone: tone('light'),
    cards: z
      .array(CardSchema)
      .min(1)
      .meta({ title: 'Cards', description: 'The cards, in reading order.' }),
    action: ActionSchema.optional().meta({
      title: 'Button',
      description: 'A button under the grid.',
    }),
    ...translated,
  })
  .meta({
    title: 'Cards in a grid',
    id: 'CardGridSection',
    description:
      'A heading, an optional intro and a responsive grid of cards. Use it for services, industries, products or values: several items of the same kind, each with an icon or picture and an optional link.',
    examples: [
      {
        type: 'card-grid',
        heading: 'Our Services',
        cards: [{ title: 'Web Development', text: 'Fast, secure websites.' }],
      },
    ],
  });

export type Card = z.output<typeof CardSchema>;
export type CardGridProps = z.output<typeof CardGridSchema>;
