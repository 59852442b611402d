type Yield = () => Promise<void>;

/**
 * Ends the current task; what follows runs in a task of its own, so the browser may paint and
 * answer input in between (`scheduler.yield` where the browser has it, which resumes first).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: Yield } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
