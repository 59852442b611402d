import { useEffect, useState, type FormEvent } from 'react';
import type { PublishDraft, PublishResult } from '../../protocol/publish';
import type { Side } from '../../protocol/conflict';
import { api } from '../api';
import { Dialog } from '../Dialog';
import { ConflictChoices } from '../merge/ConflictChoices';
import type { SiteFile } from '../use-site-file';

interface Props {
  file: SiteFile;
  /** Saves unsaved changes; false when it could not. */
  save: () => Promise<boolean>;
  onClose: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What Publish does, in words: the site (and new pictures) recorded, and where it is sent. */
const whatPublishes = (pictures: number, upstream: string | undefined) =>
  `Records the site${pictures ? ` and ${plural(pictures, 'new picture', 'new pictures')}` : ''} with this message${
    upstream
      ? ` and sends it to ${upstream}, the copy everyone shares.`
      : ' on this computer only: there is no shared copy to send it to.'
  }`;

/**
 * Publish: a message pre-filled from the changes, what will be committed and where it goes;
 * then the result (commit, pushed or why not), or the values changed on both sides to choose.
 */
export function PublishDialog({ file, save, onClose }: Props) {
  const [draft, setDraft] = useState<PublishDraft | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PublishResult | null>(null);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const { data } = file;
  useEffect(() => {
    let live = true;
    void api.draft(data).then((answer) => {
      if (!live) return;
      setDraft(answer);
      setMessage(answer.message);
    });
    return () => {
      live = false;
    };
    // The draft is of the site when the dialog opened; saving first does not change it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const conflicts = result?.conflicts ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const errors = (await file.problemsNow()).filter((p) => p.severity === 'error').length;
      if (errors > 0)
        return setResult({
          ok: false,
          pushed: false,
          said: `Not published: the check reports ${plural(errors, 'error', 'errors')}; fix ${errors === 1 ? 'it' : 'them'} first (the Problems list shows where).`,
        });
      if (file.dirty && !(await save()))
        return setResult({
          ok: false,
          pushed: false,
          said: 'Not published: your unsaved changes could not be saved first.',
        });
      setResult(await api.publish(message, conflicts.length ? choices : {}));
      setChoices({});
    } catch (error) {
      setResult({ ok: false, pushed: false, said: `Not published: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  const upstream = draft?.upstream;
  return (
    <Dialog wide={conflicts.length > 0} title="Publish" onClose={onClose}>
      {draft === null ? <p>Preparing…</p> : null}
      {draft && !draft.available ? <p>{draft.reason}</p> : null}
      {draft?.available ? (
        <form onSubmit={(event) => void submit(event)}>
          <div className="field">
            <label htmlFor="publish-message">Message</label>
            <textarea
              id="publish-message"
              rows={3}
              required
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-describedby="publish-what"
            />
          </div>
          <p id="publish-what" className="note">
            {whatPublishes(draft.files.length - 1, upstream)}
            {file.dirty ? ' Your unsaved changes are saved first.' : ''}
          </p>
          {conflicts.length > 0 ? (
            <ConflictChoices
              conflicts={conflicts}
              where={(conflict) => (conflict as (typeof conflicts)[number]).where}
              labels={{ ours: 'Yours', theirs: `On ${upstream ?? 'the remote'}` }}
              choices={choices}
              onChoose={(id, side) => setChoices((c) => ({ ...c, [id]: side }))}
            />
          ) : null}
          <div className="dialog-actions">
            <button
              type="submit"
              className="primary"
              disabled={busy || conflicts.some((c) => !choices[c.id])}
            >
              {conflicts.length ? 'Publish with these choices' : 'Publish'}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" className={result && !result.ok ? 'form-error' : undefined}>
        {busy ? 'Publishing…' : (result?.said ?? '')}
      </p>
    </Dialog>
  );
}
