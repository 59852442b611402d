import type { DiffResponse, LoadResponse } from '../protocol/api-types';
import type { Reference } from '../lib/references';
import { libraryOf } from '../lib/pictures';
import type { DataPath } from '../protocol/data-path';
import { AddPageDialog, AddPostDialog } from './AddDialogs';
import type { NewPage, NewPost } from './changes/targets';
import { DiffDialog } from './DiffDialog';
import { PaletteDialog } from './palette/PaletteDialog';
import { ReferencesDialog } from './ReferencesDialog';
import type { RawSite, TargetEntry } from './site-view';

/** The one dialog open over the editor, if any. */
export type Modal =
  | { kind: 'changes' | 'disk-diff'; diff: DiffResponse | null }
  | { kind: 'add-page' | 'add-post' }
  | { kind: 'references'; name: string; references: Reference[] }
  | { kind: 'palette'; types: string[]; sections: string[]; at: number }
  | null;

interface Props {
  modal: Modal;
  loaded: LoadResponse;
  site: RawSite;
  targets: TargetEntry[];
  onAddPage: (page: NewPage) => void;
  onAddPost: (post: NewPost) => void;
  onAddSection: (type: string, at: number) => void;
  /** Closes the dialog and goes to the field at a path. */
  onGo: (path: DataPath) => void;
  onClose: () => void;
}

export function Modals({
  modal,
  loaded,
  site,
  targets,
  onAddPage,
  onAddPost,
  onAddSection,
  onGo,
  onClose,
}: Props) {
  switch (modal?.kind) {
    case 'changes':
    case 'disk-diff':
      return (
        <DiffDialog kind={modal.kind} diff={modal.diff} file={loaded.file} onClose={onClose} />
      );
    case 'add-page':
      return (
        <AddPageDialog
          usedPaths={targets.map((t) => t.label)}
          onAdd={onAddPage}
          onClose={onClose}
        />
      );
    case 'add-post':
      return (
        <AddPostDialog
          usedSlugs={(site.blog?.posts ?? []).map((p) => p.slug ?? '')}
          images={libraryOf(site, loaded.images)}
          defaultAuthor={String(
            (site.blog?.posts?.at(-1) as { author?: string } | undefined)?.author ??
              site.name ??
              '',
          )}
          onAdd={onAddPost}
          onClose={onClose}
        />
      );
    case 'references':
      return (
        <ReferencesDialog
          name={modal.name}
          references={modal.references}
          onGo={onGo}
          onClose={onClose}
        />
      );
    case 'palette':
      return (
        <PaletteDialog
          types={modal.types}
          sections={modal.sections}
          defaultAt={modal.at}
          onPick={onAddSection}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
