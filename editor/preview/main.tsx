import '../../src/styles/global.css';
import './preview.css';
import { createRoot } from 'react-dom/client';
import { trusted, type FromPreview, type ToPreview } from './protocol';
import { PreviewPage } from './PreviewPage';
import { resolveTarget } from './view';
import { editingPath, showProblem, whenNotEditing, type SendEdit } from './in-place';
import { samePath } from '../protocol/data-path';
import { loadSectionComponents } from '../../src/sections/components';
import { sectionDefinitions } from '../../src/sections/definitions';
import { applyPatch } from '../lib/value-patch';
import { drawable } from './resume';
import { setPreviewScale } from './rich-host';

const root = createRoot(document.getElementById('root')!);
const tell = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);

/** The edited data as of the last render message: later ones send only what changed. */
let data: unknown;
let problems: { path: (string | number)[]; message: string }[] = [];
const showEditedProblem = () => {
  const path = editingPath();
  showProblem((path && problems.find((p) => samePath(p.path, path))?.message) ?? null);
};

const onEdit: SendEdit = (edit) => {
  tell({ type: 'edit-text', ...edit });
  if (edit.phase === 'input') showEditedProblem();
};

// The preview follows the editor only: every message is checked for origin and sender.
window.addEventListener('message', (event: MessageEvent<ToPreview>) => {
  if (!trusted(event, window.parent)) return;
  if (event.data?.type === 'scale') return setPreviewScale(event.data.scale);
  if (event.data?.type === 'problems') {
    problems = event.data.problems;
    return showEditedProblem();
  }
  if (event.data?.type !== 'render') return;
  const { seq, target, selected, lang } = event.data;
  data = 'patch' in event.data ? applyPatch(data, event.data.patch) : event.data.data;
  const drawn = resolveTarget(drawable(data), target, lang);
  if ('problem' in drawn) {
    // An edit the schema rejects: keep the last good picture; the editor lists the problem.
    tell({ type: 'rendered', seq, problem: drawn.problem });
    return;
  }
  const view = { ...drawn, data };
  whenNotEditing(() =>
    root.render(
      <PreviewPage
        view={view}
        selected={selected}
        onSelect={(index) => tell({ type: 'select', index })}
        onPainted={() => tell({ type: 'rendered', seq })}
        onEdit={onEdit}
      />,
    ),
  );
});

// Each section type's component is a chunk of its own: all are in before the editor is told the
// preview is ready, so every render draws its sections in one go, as the editor measures them.
void loadSectionComponents(sectionDefinitions.map((definition) => definition.type)).then(() =>
  tell({ type: 'ready' }),
);
