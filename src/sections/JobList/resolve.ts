import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { JobListSchema } from './schema';

export function resolveJobList(
  { collection, applyPath, ...section }: z.output<typeof JobListSchema>,
  ctx: ResolveContext,
) {
  return {
    ...section,
    jobs: ctx.collection('job', collection, ['collection']).map((job) => ({
      ...job,
      // The id, not the title: the same in every language, so the form finds the opening on a
      // page of either, and the language switch keeps it.
      applyHref: `${applyPath}?job=${job.id}`,
    })),
  };
}

export type JobListProps = ReturnType<typeof resolveJobList>;
