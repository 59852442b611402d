import type { z } from 'zod';
import type { ResolveContext } from '../../content/resolve-context';
import type { JobListSchema } from './schema';

/** A lone surrogate cannot be percent-encoded: it becomes U+FFFD, as a browser would show it. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

export function resolveJobList(
  { collection, applyPath, ...section }: z.output<typeof JobListSchema>,
  ctx: ResolveContext,
) {
  return {
    ...section,
    jobs: ctx.collection('job', collection, ['collection']).map((job) => ({
      ...job,
      applyHref: `${applyPath}?job=${encodeURIComponent(wellFormed(job.title))}`,
    })),
  };
}

export type JobListProps = ReturnType<typeof resolveJobList>;
