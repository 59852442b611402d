import { useEffect } from 'react';
import { api } from './api';
import type { SiteFile } from './use-site-file';
import type { Removals } from './pictures/use-removals';

const notSaved = (errors: number) =>
  `Not saved: ${errors} ${errors === 1 ? 'error' : 'errors'} must be fixed first. The Problems list shows where.`;

/**
 * Saving site.json: refused while the check finds errors or the file changed on disk (which is
 * then merged in), announced
 * either way. Binds the usual keys for save, undo and redo, wherever focus is.
 */
export function useSave(file: SiteFile, removals?: Removals): () => Promise<boolean> {
  const { loaded, announce, dispatch } = file;

  const save = async () => {
    const found = await file.problemsNow();
    const errors = found.filter((p) => p.severity === 'error');
    if (errors.length > 0) {
      announce(notSaved(errors.length));
      document.getElementById('problems-heading')?.focus();
      return false;
    }
    if (!loaded) return false;
    const { data } = file;
    const remove = removals?.pending ?? [];
    const outcome = await file.whileSaving(async () => {
      const answer = await api.save(loaded.version, data, remove);
      if (answer.ok) {
        file.markSaved(data, answer.version);
        removals?.saved(remove);
      }
      return answer;
    });
    if (outcome.ok) {
      announce(outcome.minimal ? 'Saved.' : `Saved; ${outcome.note ?? 'the file was rewritten'}.`);
      return true;
    }
    if (outcome.reason === 'changed-on-disk') {
      announce(
        'Not saved: the site was changed outside this editor since you opened it. That change is being merged with yours; then save again.',
      );
      file.diskChanged(outcome.diskVersion);
    } else announce(notSaved(outcome.problems.filter((p) => p.severity === 'error').length));
    return false;
  };

  // Bound again on every render, so the key saves the data of that render.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ kind: 'undo' });
      else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey))
        dispatch({ kind: 'redo' });
      else if (key === 's') void save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return save;
}
