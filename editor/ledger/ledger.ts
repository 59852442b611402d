import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { EditorStartRefused } from '../refusal';
import { followChanges, recordSave, type SavedChange, type Saver } from '../merge/saved-changes';

/** Beside the accounts, in the folder git ignores: who saved what is the team's, not the site's. */
export const ledgerFileFor = (siteFile: string) =>
  join(dirname(siteFile), '.editor', 'ledger.json');

const StepSchema = z.union([
  z.string(),
  z.strictObject({ i: z.number().int(), key: z.string().optional() }),
]);
const ChangeSchema = z.strictObject({
  seq: z.number().int(),
  rev: z.number().int(),
  by: z.strictObject({ name: z.string(), email: z.string() }).optional(),
  at: z.string(),
  kind: z.enum(['value', 'add', 'remove']),
  path: z.array(StepSchema),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  follows: z.string().optional(),
});
const LedgerFileSchema = z.strictObject({ changes: z.array(ChangeSchema) });

async function readLedger(file: string): Promise<SavedChange[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let parsed;
  try {
    parsed = LedgerFileSchema.safeParse(JSON.parse(text));
  } catch (error) {
    parsed = { success: false as const, error };
  }
  if (!parsed.success)
    throw new EditorStartRefused(
      `${file} is not the editor's record of who saved what (${parsed.error instanceof Error ? parsed.error.message.split('\n')[0] : 'unknown shape'}). Move it away to start a new one: changes saved until now are then no longer told apart by person, and go out with "Publish everything".`,
    );
  return parsed.data.changes as SavedChange[];
}

/**
 * The ledger: every saved change not yet published, with who saved it and when, kept in
 * `.editor/ledger.json` so it survives a restart. Each change to it is written whole to a
 * temporary file and renamed (a reader never sees half), one after another.
 */
export async function openLedger(file: string) {
  let changes = await readLedger(file);
  let queue: Promise<unknown> = Promise.resolve();
  const write = async (next: SavedChange[]) => {
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify({ changes: next }, null, 1)}\n`, {
        mode: 0o600,
      });
      await chmod(temporary, 0o600);
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    changes = next;
  };
  /** Runs `change` on the ledger after every earlier one, and writes what it returns. */
  const update = (change: (now: SavedChange[]) => SavedChange[]) => {
    const run = () => write(change(changes));
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    /** The unpublished changes, oldest first. */
    changes: (): readonly SavedChange[] => changes,
    /** A save by `by` turned the file's data `before` into `after`. */
    record: (before: unknown, after: unknown, by: Saver | undefined) =>
      update((now) => recordSave(now, { before, after, by, at: new Date().toISOString() })),
    /** The file changed from `before` to `after` without anyone's change (a merge of what was published). */
    follow: (before: unknown, after: unknown) => update((now) => followChanges(now, before, after)),
    /**
     * `published` went out: each is done, unless its person saved the same value again since,
     * which then counts from the value published.
     */
    settle: (published: readonly SavedChange[]) =>
      update((now) =>
        now.flatMap((change) => {
          const sent = published.find((p) => p.seq === change.seq);
          if (!sent) return [change];
          if (sent.rev === change.rev || change.kind !== 'value') return [];
          return [{ ...change, before: sent.after }];
        }),
      ),
  };
}

export type Ledger = Awaited<ReturnType<typeof openLedger>>;
