import { z } from 'zod';

export const RoutePath = z
  .string()
  .regex(
    /^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/,
    'must start with "/" and contain only letters, digits, dashes and slashes, with no trailing slash',
  )
  .meta({
    title: 'Page address',
    id: 'RoutePath',
    description: 'The address of a page on this site.',
    examples: ['/', '/about', '/blog/seo'],
  });
