import { z } from 'zod';
import { heading, intro, sectionBase, sectionType, tone } from '../section-schema';
import { Slug, Text, translated } from '../../schema/primitives';
import { RoutePath } from '../../schema/route-path';

export const JobListSchema = z
  .strictObject({
    type: sectionType('job-list', 'Cards of job or internship openings with Apply buttons.'),
    ...sectionBase,
    ...heading(),
    ...intro(),
    collection: Slug.meta({
      title: 'Collection',
      description: 'Name of a collection of job openings.',
    }),
    applyPath: RoutePath.meta({
      title: 'Apply page',
      description:
        'The application page; each card links to it with the opening’s id in the address (?job=…).',
    }),
    applyLabel: Text.meta({
      title: 'Apply button text',
      description: 'Button text, e.g. "Apply Now".',
    }),
    locationLabel: Text.meta({
      title: 'Location label',
      description: 'Label before the location, e.g. "Location".',
    }),
    stipendLabel: Text.meta({
      title: 'Stipend label',
      description: 'Label before the stipend, e.g. "Stipend".',
    }),
    tone: tone('light'),
    ...translated,
  })
  .meta({
    title: 'Job openings',
    id: 'JobListSection',
    description:
      'A two-column grid of openings (title, description, location, stipend), each with an Apply button carrying its id. Use it on the careers page, one section per collection of kind "job" (e.g. jobs and internships).',
    examples: [
      {
        type: 'job-list',
        heading: 'Open Positions',
        collection: 'jobs',
        applyPath: '/apply',
        applyLabel: 'Apply Now',
        locationLabel: 'Location',
        stipendLabel: 'Stipend',
      },
    ],
  });
