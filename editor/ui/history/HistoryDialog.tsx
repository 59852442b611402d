import { useEffect, useMemo, useRef, useState } from 'react';
import { HISTORY_PAGE_SIZE, type HistoryEntry, type HistoryResponse } from '../../protocol/history';
import { describeSubject, type Subject } from '../../lib/history-subject';
import { changeRows } from '../../lib/change-rows';
import type { DataPath } from '../../protocol/data-path';
import { Dialog } from '../Dialog';
import { DiffView } from '../DiffView';
import { ChangeList } from '../changes/ChangeList';
import { ForDevelopers } from '../ForDevelopers';
import { besideNow } from './beside-now';
import { fetchHistory } from './api';
import { absoluteTime, relativeTime } from './when';
import './history.css';

type State =
  | { kind: 'reading' }
  | Extract<HistoryResponse, { kind: 'unavailable' }>
  | (Extract<HistoryResponse, { kind: 'history' }> & {
      /** Still reading on by itself: the last answer stopped for time, not for a full page. */
      reading: boolean;
    });

interface Props {
  subject: Subject;
  /** The site as it is now, and where the subject is in it: a version is named as it would be. */
  data: unknown;
  at: DataPath;
  onRestore: (entry: HistoryEntry) => void;
  onClose: () => void;
}

// Each recorded version (a git commit: what Publish makes) is called a version, as editors say.
const versions = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'version' : 'versions'}`;

/** The commits that changed a page or section, newest first, each with its change and Restore. */
export function HistoryDialog({ subject, data, at, onRestore, onClose }: Props) {
  const [state, setState] = useState<State>({ kind: 'reading' });
  /** Where "Show older" asked to go on from, and what was shown then. */
  const [older, setOlder] = useState<string | null>(null);
  const shownBefore = useRef<HistoryEntry[]>([]);
  const what = describeSubject(subject, data);

  // Reads on until a page of versions is found or the whole history is read: an answer that
  // stopped for time is not the end of the history.
  useEffect(() => {
    let live = true;
    const read = async (before: string | undefined, shown: HistoryEntry[]) => {
      const answer = await fetchHistory(subject, before);
      if (!live) return;
      if (answer.kind !== 'history') return setState(answer);
      const entries = [...shown, ...answer.entries];
      const reading = answer.next !== undefined && answer.entries.length < HISTORY_PAGE_SIZE;
      setState({ ...answer, entries, reading });
      if (reading) await read(answer.next, entries);
    };
    void read(older ?? undefined, shownBefore.current);
    return () => {
      live = false;
    };
  }, [subject, older]);

  return (
    <Dialog wide title={`History of ${what}`} onClose={onClose}>
      {state.kind === 'reading' ? <p>Reading the history…</p> : null}
      {state.kind === 'unavailable' ? (
        <>
          <p className="note">{state.message}</p>
          {state.developers ? (
            <ForDevelopers>
              <code>{state.developers}</code>
            </ForDevelopers>
          ) : null}
        </>
      ) : null}
      {state.kind === 'history' ? (
        <>
          {state.reading ? (
            <p role="status">
              Reading the history… looked through {versions(state.scanned)} of{' '}
              {state.total.toLocaleString('en')}.
            </p>
          ) : (
            <p className="hint">
              {state.entries.length === 0
                ? `No recorded version changed ${what} in the ${versions(state.scanned)} looked through so far.`
                : `Recorded versions that changed ${what}, newest first. Restore makes a version an unsaved change: save it, or Undo.`}
              {state.scanned < state.total
                ? ` Looked through ${versions(state.scanned)} of ${state.total.toLocaleString('en')}.`
                : ''}
            </p>
          )}
          <ol className="history-list" aria-label="Versions, newest first">
            {state.entries.map((entry) => (
              <li key={entry.commit} className="history-entry">
                <div className="history-head">
                  <div>
                    <h3>{entry.message || '(no message)'}</h3>
                    <p className="hint">
                      {entry.author} ·{' '}
                      <time dateTime={new Date(entry.time * 1000).toISOString()}>
                        {relativeTime(entry.time)} ({absoluteTime(entry.time)})
                      </time>
                    </p>
                  </div>
                  <button type="button" className="secondary" onClick={() => onRestore(entry)}>
                    Restore this version
                  </button>
                </div>
                <EntryChanges entry={entry} data={data} at={at} />
              </li>
            ))}
          </ol>
          {state.reading ? null : state.next ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                shownBefore.current = state.entries;
                setState({ ...state, reading: true });
                setOlder(state.next!);
              }}
            >
              Show older
            </button>
          ) : state.entries.length > 0 ? (
            <p className="hint">That is the whole history.</p>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}

/** What a version changed, in words; the commit and its lines of the file for developers. */
function EntryChanges({ entry, data, at }: { entry: HistoryEntry; data: unknown; at: DataPath }) {
  const changes = useMemo(() => {
    const [before, after] = besideNow(data, at, entry);
    return changeRows(before, after);
  }, [entry, data, at]);
  return (
    <>
      <ChangeList changes={changes} label={`Changes made by “${entry.message}”`} />
      <ForDevelopers>
        <p>
          <code>commit {entry.commit}</code>
        </p>
        <DiffView lines={entry.lines} label={`Lines changed by ${entry.commit.slice(0, 7)}`} />
      </ForDevelopers>
    </>
  );
}
