import { useEffect, useState, type FormEvent } from 'react';
import type { PublishDraft, PublishResult } from '../../protocol/publish';
import type { Side } from '../../protocol/conflict';
import { api } from '../api';
import { Dialog } from '../Dialog';
import { ConflictChoices } from '../merge/ConflictChoices';
import type { SiteFile } from '../use-site-file';
import { liveWords, type Live } from './use-live';
import { NotYours } from './NotYours';
import { ForDevelopers } from '../ForDevelopers';
import './publish.css';

interface Props {
  file: SiteFile;
  /** Saves unsaved changes; false when it could not. */
  save: () => Promise<boolean>;
  /** Whether the last version sent is live yet. */
  live: Live | undefined;
  /** A version went to the shared copy (its full hash): follow it to the live site. */
  onSent: (version: string) => void;
  onClose: () => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What Publish does, in words: whose changes (and new pictures) are recorded, and where they go. */
function whatPublishes(everything: boolean, pictures: number, shared: boolean) {
  const what = everything ? 'every saved change' : 'your changes';
  const with_ = pictures ? ` and ${plural(pictures, 'new picture', 'new pictures')}` : '';
  return `Records ${what}${with_} with this message${
    shared
      ? ' and sends them to the team’s shared copy, from which the live site is built.'
      : ' on this computer only: there is no shared copy to send them to.'
  }`;
}

/**
 * Publish: your own changes with a message made of them, colleagues' unpublished changes by
 * person (they stay unless you choose to publish everything), warnings about new destinations;
 * then the result, the values changed on both sides to choose, and whether it is live.
 */
export function PublishDialog({ file, save, live, onSent, onClose }: Props) {
  const [draft, setDraft] = useState<PublishDraft | null>(null);
  const [message, setMessage] = useState('');
  const [everything, setEverything] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PublishResult | null>(null);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const { data } = file;
  useEffect(() => {
    let open = true;
    void api.draft(data).then((answer) => {
      if (!open) return;
      setDraft(answer);
      setMessage(answer.message);
    });
    return () => {
      open = false;
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
      const answer = await api.publish(message, everything, conflicts.length ? choices : {});
      setResult(answer);
      setChoices({});
      if (answer.pushed && answer.version) onSent(answer.version);
    } catch (error) {
      setResult({ ok: false, pushed: false, said: `Not published: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  const upstream = draft?.upstream;
  const which = everything ? 'everything' : 'mine';
  const warnings = draft?.warnings[which] ?? [];
  const nothingOfYours = draft !== null && draft.mine.length === 0 && !file.dirty;
  return (
    <Dialog wide={conflicts.length > 0} title="Publish" onClose={onClose}>
      {draft === null ? <p>Preparing…</p> : null}
      {draft && !draft.available ? (
        <>
          <p>{draft.reason}</p>
          {draft.developers ? (
            <ForDevelopers>
              <p>{draft.developers}</p>
            </ForDevelopers>
          ) : null}
        </>
      ) : null}
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
            {whatPublishes(everything, draft.files[which].length - 1, upstream !== undefined)}
            {file.dirty ? ' Your unsaved changes are saved first.' : ''}
          </p>
          <section className="publish-part" aria-labelledby="publish-yours">
            <h3 id="publish-yours">Your changes</h3>
            {draft.mine.length ? (
              <ul>
                {draft.mine.map((words) => (
                  <li key={words}>{words}</li>
                ))}
              </ul>
            ) : (
              <p>You have no changes that are not published yet.</p>
            )}
          </section>
          <NotYours draft={draft} everything={everything} onEverything={setEverything} />
          {warnings.length ? (
            <section className="publish-part publish-warnings" aria-labelledby="publish-check">
              <h3 id="publish-check">Check before publishing</h3>
              <ul>
                {warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {conflicts.length > 0 ? (
            <ConflictChoices
              conflicts={conflicts}
              site={data}
              where={(conflict) => (conflict as (typeof conflicts)[number]).where}
              labels={{ ours: 'Yours', theirs: 'Published meanwhile' }}
              choices={choices}
              onChoose={(id, side) => setChoices((c) => ({ ...c, [id]: side }))}
            />
          ) : null}
          <div className="dialog-actions">
            <button
              type="submit"
              className="primary"
              disabled={
                busy || (nothingOfYours && !everything) || conflicts.some((c) => !choices[c.id])
              }
            >
              {conflicts.length ? 'Publish with these choices' : 'Publish'}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" className={result && !result.ok ? 'form-error' : undefined}>
        {busy ? 'Publishing…' : (result?.said ?? '')}
      </p>
      {live ? (
        <p aria-live="polite" className="publish-live">
          {liveWords(live)}
        </p>
      ) : null}
      {upstream || result?.developers || (live && 'developers' in live && live.developers) ? (
        <ForDevelopers>
          {[
            upstream ? `Publishing sends to ${upstream}.` : '',
            busy ? '' : (result?.developers ?? ''),
            live && 'developers' in live ? (live.developers ?? '') : '',
          ]
            .filter(Boolean)
            .map((line) => (
              <p key={line}>{line}</p>
            ))}
        </ForDevelopers>
      ) : null}
    </Dialog>
  );
}
