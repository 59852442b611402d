import type { ReactNode } from 'react';
import type { EditorProblem } from '../protocol/api-types';
import { Inspector } from './Inspector';
import type { Panel, Place } from './place';
import { ProblemList } from './ProblemList';
import type { DataPath } from '../protocol/data-path';
import type { RawSite, TargetEntry } from './site-view';
import { TranslationView } from './translation/TranslationView';

const PANELS: { panel: Panel; label: string }[] = [
  { panel: 'section', label: 'Section' },
  { panel: 'settings', label: 'Page settings' },
  { panel: 'collections', label: 'Collections' },
  { panel: 'forms', label: 'Forms' },
  { panel: 'blocks', label: 'Blocks' },
  { panel: 'site', label: 'Site settings' },
  { panel: 'translation', label: 'Translation' },
];

interface Props {
  site: RawSite;
  place: Place;
  file: string;
  problems: EditorProblem[];
  targets: TargetEntry[];
  onPanel: (panel: Panel) => void;
  onProblem: (problem: EditorProblem) => void;
  /** Takes the editor to a field (a text of the Translation view, a post a section lists). */
  onGo: (path: DataPath) => void;
  onAddPost: () => void;
  /** The chosen page's or section's History, above its fields. */
  history?: ReactNode;
}

/** The middle column: the fields of the chosen panel, with the check's problems below them. */
export function InspectorPanel(props: Props) {
  const { site, place, file, problems, targets, onPanel, onProblem, onGo, onAddPost, history } =
    props;
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
        {panel === 'translation' ? (
          <TranslationView site={site} targets={targets} onGo={onGo} />
        ) : (
          <>
            {history}
            <Inspector
              site={site}
              target={target}
              selected={selected}
              panel={panel}
              onGo={onGo}
              onAddPost={onAddPost}
            />
          </>
        )}
      </div>
      <ProblemList file={file} problems={problems} onGo={onProblem} site={site} />
    </section>
  );
}
