import '../../src/styles/global.css';
import './preview.css';
import { createRoot } from 'react-dom/client';
import { trusted, type FromPreview, type ToPreview } from './protocol';
import { PreviewPage, resolveTarget } from './PreviewPage';

const root = createRoot(document.getElementById('root')!);
const tell = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);

// The preview follows the editor only: every message is checked for origin and sender.
window.addEventListener('message', (event: MessageEvent<ToPreview>) => {
  if (!trusted(event, window.parent) || event.data?.type !== 'render') return;
  const { seq, data, target, selected, lang } = event.data;
  const view = resolveTarget(data, target, lang);
  if ('problem' in view) {
    // An edit the schema rejects: keep the last good picture; the editor lists the problem.
    tell({ type: 'rendered', seq, problem: view.problem });
    return;
  }
  root.render(
    <PreviewPage
      view={view}
      selected={selected}
      onSelect={(index) => tell({ type: 'select', index })}
      onPainted={() => tell({ type: 'rendered', seq })}
    />,
  );
});

tell({ type: 'ready' });
