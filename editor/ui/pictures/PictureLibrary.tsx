import { useId, useMemo, useState } from 'react';
import { libraryOf, pictureName, searchLibrary, type LibraryPicture } from '../../lib/pictures';
import { Dialog } from '../Dialog';
import { useFields } from '../fields/context';
import { useSessionPictures } from './session';
import { UploadInput } from './UploadInput';
import './pictures.css';

interface Props {
  /** The picture the field shows now, marked in the grid. */
  current: string | undefined;
  onChoose: (picture: LibraryPicture) => void;
  onUpload: (file: File) => void;
  /** What the last upload said (where it went, or why it was refused). */
  status: string;
  onClose: () => void;
}

/** How many places are named before "and n more". */
const NAMED = 2;

/** Words for where a picture shows, or that nothing shows it. */
function whereWords({ shownOn, used }: LibraryPicture): string {
  if (shownOn.length === 0) return used ? 'Kept in content no page shows' : 'Not used';
  const more = shownOn.length - NAMED;
  return `Used on: ${shownOn.slice(0, NAMED).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * The site's pictures as a grid to choose from, searched by their words or file name, with
 * Upload image beside them; an upload nothing uses can be deleted (when the site is next saved).
 */
export function PictureLibrary({ current, onChoose, onUpload, status, onClose }: Props) {
  const id = useId();
  const { data, images, removals } = useFields();
  const session = useSessionPictures();
  const [query, setQuery] = useState('');
  const all = useMemo(
    () =>
      libraryOf(data, [...images, ...session.uploaded]).filter(
        (p) => !session.deleted.has(p.src) && !removals.pending.includes(p.src),
      ),
    [data, images, session, removals.pending],
  );
  const shown = searchLibrary(all, query);
  // A file name is shown only where the words cannot tell two pictures apart.
  const sameWords = (p: LibraryPicture) => !p.alt || all.some((o) => o !== p && o.alt === p.alt);
  const waiting = removals.pending.length;
  return (
    <Dialog title="Choose a picture" onClose={onClose} wide>
      <div className="library-controls">
        <div className="library-field">
          <label htmlFor={`${id}-search`}>Search pictures</label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            aria-describedby={`${id}-count`}
            ref={(input) => input?.setAttribute('autofocus', '')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <UploadInput
          id={`${id}-upload`}
          className="library-field"
          onFile={onUpload}
          status={status || 'A photo from this computer or phone.'}
        />
      </div>
      <p className="hint" id={`${id}-count`} role="status">
        {shown.length === 1 ? '1 picture' : `${shown.length} pictures`}
        {waiting > 0
          ? `; ${waiting === 1 ? 'one upload' : `${waiting} uploads`} will be deleted when you save (Undo keeps ${waiting === 1 ? 'it' : 'them'})`
          : ''}
      </p>
      {shown.length === 0 ? <p className="hint">No picture matches “{query}”.</p> : null}
      <ul className="library" aria-label="Pictures">
        {shown.map((picture) => {
          const words = picture.alt || 'No description yet';
          return (
            <li key={picture.src} className={picture.src === current ? 'current' : undefined}>
              <button
                type="button"
                className="library-choice"
                aria-current={picture.src === current || undefined}
                onClick={() => onChoose(picture)}
              >
                <img src={picture.src} alt="" loading="lazy" />
                <span className="library-words">{words}</span>
                {sameWords(picture) ? (
                  <span className="library-file">{pictureName(picture.src)}</span>
                ) : null}
              </button>
              <p className="library-meta" title={picture.shownOn.join(', ') || undefined}>
                {picture.width} × {picture.height} · {whereWords(picture)}
              </p>
              {picture.upload && !picture.used ? (
                <button
                  type="button"
                  className="small danger"
                  aria-label={`Delete ${picture.alt || pictureName(picture.src)}`}
                  onClick={() =>
                    removals.remove(
                      picture.src,
                      `Upload ${picture.alt || pictureName(picture.src)} deleted when you save`,
                    )
                  }
                >
                  Delete
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
