import { useMemo } from 'react';
import { SignOut } from './account/SignOut';
import type { TargetEntry } from './site-view';

interface Props {
  targets: TargetEntry[];
  currentKey: string;
  onTarget: (key: string) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  dirty: boolean;
  errors: number;
  checking: boolean;
  onSave: () => void;
  onPublish: () => void;
  /** Why publishing is impossible here (no git repository), said by the Publish button. */
  cannotPublish?: string | undefined;
  onChanges: () => void;
  onAddPage: () => void;
  onAddPost: () => void;
  /** Removes the page or post on screen; absent for the not-found page, which cannot go. */
  onRemove?: () => void;
  removeLabel: string;
}

const GROUPS = ['Pages', 'Posts', 'Not found'] as const;

/** Page choice, page actions, undo and saving. */
export function Toolbar(props: Props) {
  const { targets } = props;
  // One option per page and post: drawn again only when the list of them changes.
  const options = useMemo(
    () =>
      GROUPS.map((group) => (
        <optgroup key={group} label={group}>
          {targets
            .filter((t) => t.group === group)
            .map((t) => (
              <option key={t.key} value={t.key}>
                {t.name}
              </option>
            ))}
        </optgroup>
      )),
    [targets],
  );
  return (
    <header className="toolbar">
      <h1>
        <span aria-hidden="true" className="logo">
          ◆
        </span>{' '}
        Editing the website
      </h1>
      <div className="toolbar-group">
        <label htmlFor="page-select">Page</label>
        <select
          id="page-select"
          value={props.currentKey}
          onChange={(e) => props.onTarget(e.target.value)}
        >
          {options}
        </select>
        <button type="button" className="secondary" onClick={props.onAddPage}>
          Add page
        </button>
        <button type="button" className="secondary" onClick={props.onAddPost}>
          Add post
        </button>
        <button
          type="button"
          className="secondary danger"
          disabled={!props.onRemove}
          onClick={props.onRemove}
        >
          {props.removeLabel}
        </button>
      </div>
      <div className="toolbar-group">
        <button
          type="button"
          className="secondary"
          disabled={!props.canUndo}
          onClick={props.onUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className="secondary"
          disabled={!props.canRedo}
          onClick={props.onRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        >
          Redo
        </button>
      </div>
      <div className="toolbar-group save">
        <span className="state" aria-live="off">
          {props.checking
            ? 'Checking…'
            : props.errors > 0
              ? `${props.errors} ${props.errors === 1 ? 'error' : 'errors'}`
              : 'Check passes'}
          <br />
          {props.dirty ? 'Unsaved changes' : 'All saved'}
        </span>
        <button type="button" className="secondary" onClick={props.onChanges}>
          Changes
        </button>
        <button
          type="button"
          className="primary"
          onClick={props.onSave}
          aria-keyshortcuts="Control+S Meta+S"
        >
          Save
        </button>
        <button
          type="button"
          className="secondary"
          onClick={props.onPublish}
          title={props.cannotPublish ? `Cannot publish: ${props.cannotPublish}` : undefined}
        >
          Publish
        </button>
      </div>
      <SignOut />
    </header>
  );
}
