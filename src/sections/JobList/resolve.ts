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
      applyHref: `${applyPath}?job=${encodeURIComponent(job.title)}`,
    })),
  };
}

export type JobListProps = ReturnType<typeof resolveJobList>;
