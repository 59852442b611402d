import type { ReactNode } from 'react';
import type { EditorProblem } from '../api-types';
import { Inspector } from './Inspector';
import type { Panel, Place } from './place';
import { ProblemList } from './ProblemList';
import type { RawSite } from './site-view';

const PANELS: { panel: Panel; label: string }[] = [
  { panel: 'section', label: 'Section' },
  { panel: 'settings', label: 'Page settings' },
  { panel: 'collections', label: 'Collections' },
  { panel: 'forms', label: 'Forms' },
  { panel: 'blocks', label: 'Blocks' },
  { panel: 'site', label: 'Site settings' },
];

interface Props {
  site: RawSite;
  place: Place;
  file: string;
  problems: EditorProblem[];
  onPanel: (panel: Panel) => void;
  onProblem: (problem: EditorProblem) => void;
  /** The chosen page's or section's History, above its fields. */
  history?: ReactNode;
}

/** The middle column: the fields of the chosen panel, with the check's problems below them. */
export function InspectorPanel(props: Props) {
  const { site, place, file, problems, onPanel, onProblem, history } = props;
  const { target, selected, panel } = place;
  return (
    <section className="panel inspector" aria-labelledby="inspector-heading">
      <h2 id="inspector-heading" className="visually-hidden">
        Fields
      </h2>
      <div className="tabs" role="group" aria-label="Edit">
        {PANELS.map((p) => (
          <button
            key={p.panel}
            type="button"
            aria-pressed={panel === p.panel}
            onClick={() => onPanel(p.panel)}
          >
            {p.panel === 'settings' && target.kind === 'post' ? 'Post' : p.label}
          </button>
        ))}
      </div>
      <div className="inspector-body">
        {history}
        <Inspector site={site} target={target} selected={selected} panel={panel} />
      </div>
      <ProblemList file={file} problems={problems} onGo={onProblem} />
    </section>
  );
}
