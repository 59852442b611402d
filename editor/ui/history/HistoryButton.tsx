import { useState } from 'react';
import type { HistoryEntry } from '../../protocol/history';
import { describeSubject, type Subject } from '../../lib/history-subject';
import type { Change } from '../changes/change';
import type { Place } from '../place';
import { HistoryDialog } from './HistoryDialog';
import { restoreVersion } from './restore';
import { pathOf, subjectOf, type Scope } from './subject-of';

interface Props {
  data: unknown;
  place: Place;
  /** The one way an edit enters the undo stack. */
  apply: (change: Change) => void;
}

interface Opened {
  scope: Scope;
  place: Place;
  subject: Subject;
}

/**
 * "Page history" on the page's settings, "Section history" on a section: the commits that
 * changed it, and Restore of any version as an unsaved change.
 */
export function HistoryButton({ data, place, apply }: Props) {
  const [open, setOpen] = useState<Opened | null>(null);
  const scope: Scope | undefined =
    place.panel === 'settings' ? 'page' : place.panel === 'section' ? 'section' : undefined;
  const subject = scope ? subjectOf(data, place, scope) : undefined;
  if (!scope || !subject) return null;
  const label =
    scope === 'section'
      ? 'Section history'
      : place.target.kind === 'post'
        ? 'Post history'
        : 'Page history';
  // The page or section as named when History was pressed is the one restored.
  const restore = (entry: HistoryEntry) => {
    if (!open) return;
    apply(restoreVersion(data, open.place, open.scope, entry, describeSubject(open.subject, data)));
    setOpen(null);
  };
  return (
    <div className="history-actions">
      <button
        type="button"
        className="secondary small"
        onClick={() => setOpen({ scope, place, subject })}
      >
        {label}
      </button>
      {open ? (
        <HistoryDialog
          subject={open.subject}
          data={data}
          at={pathOf(open.place, open.scope)}
          onRestore={restore}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
