import { Children, type ReactNode } from 'react';
import type { SidePanel, View } from './panels';
import type { Panels } from './use-panels';
import './workspace.css';

const VIEWS: { view: View; label: string }[] = [
  { view: 'sections', label: 'Sections' },
  { view: 'fields', label: 'Fields' },
  { view: 'preview', label: 'Preview' },
];

const FOLDS: { panel: SidePanel; label: string; id: string }[] = [
  { panel: 'sections', label: 'Section list', id: 'workspace-sections' },
  { panel: 'fields', label: 'Fields', id: 'workspace-fields' },
];

/**
 * Folds the side panels away and brings them back (wide screens), so the preview can take
 * their room and show a page at its true size.
 */
export function PanelToggles({ panels }: { panels: Panels }) {
  return (
    <div className="panel-toggles" role="group" aria-label="Side panels">
      {FOLDS.map(({ panel, label, id }) => (
        <button
          key={panel}
          type="button"
          className="secondary"
          aria-expanded={panels.folds[panel]}
          aria-controls={id}
          onClick={() => panels.toggle(panel)}
        >
          <span aria-hidden="true" className="fold-mark">
            {panels.folds[panel] ? '◧' : '□'}
          </span>{' '}
          {label}
        </button>
      ))}
    </div>
  );
}

interface Props {
  panels: Panels;
  /** The section list, the fields and the preview, in this order. */
  children: ReactNode;
}

/**
 * The section list, the fields and the preview: side by side on a wide screen, each side
 * panel folding away; below 900 px one at a time, chosen by the bar above them.
 */
export function Workspace({ panels, children }: Props) {
  const { folds, view } = panels;
  const [sections, fields, preview] = Children.toArray(children);
  return (
    <main
      className="workspace"
      data-view={view}
      data-sections={folds.sections ? 'open' : 'folded'}
      data-fields={folds.fields ? 'open' : 'folded'}
    >
      <div className="views" role="group" aria-label="Show">
        {VIEWS.map((v) => (
          <button
            key={v.view}
            type="button"
            aria-pressed={view === v.view}
            onClick={() => panels.show(v.view)}
          >
            {v.label}
          </button>
        ))}
      </div>
      <div id="workspace-sections" className="slot slot-sections">
        {sections}
      </div>
      <div id="workspace-fields" className="slot slot-fields">
        {fields}
      </div>
      <div className="slot slot-preview">{preview}</div>
    </main>
  );
}
