import type { Reference } from '../lib/references';
import type { DataPath } from '../protocol/data-path';
import { Dialog } from './Dialog';

interface Props {
  /** The page or post that was to be removed, in words. */
  name: string;
  references: Reference[];
  /** Goes to the field that holds a link. */
  onGo: (path: DataPath) => void;
  onClose: () => void;
}

/** Why a page or post cannot be removed: each link to it, as a way to that link. */
export function ReferencesDialog({ name, references, onGo, onClose }: Props) {
  return (
    <Dialog title={`${name} cannot be removed`} onClose={onClose}>
      <p>
        {references.length} {references.length === 1 ? 'place links' : 'places link'} to it. Change
        or remove these links first:
      </p>
      <ul className="problem-list">
        {references.map((r, i) => (
          <li key={i}>
            <button type="button" className="problem" onClick={() => onGo(r.path)}>
              {r.label}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
