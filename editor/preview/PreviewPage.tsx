import { useLayoutEffect, useEffect, useMemo, type MouseEvent } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SiteContext } from '../../src/ui/site-context';
import { PageBody } from '../../src/render/PageBody';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, englishName } from '../../src/base/languages';
import { getIn, type DataPath } from '../protocol/data-path';
import { sectionTexts, type FieldText } from '../lib/in-place';
import { pageChoices, type PageChoice } from '../lib/page-titles';
import {
  editableIn,
  editingElement,
  explainNotEditable,
  isEditing,
  startEditing,
  type SendEdit,
} from './in-place';
import { startRichEditing } from './rich-editing';
import { takeResume } from './resume';
import type { View } from './view';

interface Props {
  view: View;
  selected: number | null;
  onSelect: (index: number) => void;
  onPainted: () => void;
  onEdit: SendEdit;
}

/** The texts of written section `index` that the page shows from a field, by element. */
function editableOf(view: View, index: number): Map<HTMLElement, FieldText> {
  const part = document.querySelector(`[data-editor-section="${index}"]`);
  if (!part) return new Map();
  const at = [...view.at, index] as DataPath;
  return editableIn(part, sectionTexts(view.data, at, getIn(view.data, at), view.lang));
}

/** Edits a text where it stands: with its marks and toolbar when it has the site's markup. */
function edit(element: HTMLElement, field: FieldText, send: SendEdit, pages: PageChoice[]) {
  if (editingElement() === element) return;
  if (field.rich) startRichEditing(element, { ...field, rich: field.rich }, send, { pages });
  else startEditing(element, field, send);
}

/** The page as visitors see it, drawn by the site's own components, each part selectable. */
export function PreviewPage({ view, selected, onSelect, onPainted, onEdit }: Props) {
  // Link targets, by title: the same list until a page or post is added or renamed.
  const pages = useMemo(() => pageChoices(view.data), [view.data]);
  useLayoutEffect(() => {
    document.documentElement.lang = SITE_LANGUAGES[view.lang].tag;
    document.documentElement.dir = SITE_LANGUAGES[view.lang].dir;
    onPainted();
  });
  useEffect(() => {
    if (selected === null) return;
    document
      .querySelector(`[data-editor-section="${selected}"] > *`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected, view.page.path]);

  // The selected section's texts take focus, and Enter edits the focused one.
  useEffect(() => {
    if (selected === null) return;
    const editable = editableOf(view, selected);
    const cleanups = [...editable].map(([element, field]) => {
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter' && !isEditing()) {
          event.preventDefault();
          edit(element, field, onEdit, pages);
        }
      };
      element.tabIndex = 0;
      element.dataset.editorText = '';
      element.addEventListener('keydown', onKey);
      return () => {
        element.removeAttribute('tabindex');
        delete element.dataset.editorText;
        element.removeEventListener('keydown', onKey);
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [view, selected, onEdit, pages]);

  // An edit that changed its rich text's blocks goes on where the page now draws its text, once
  // React is done with this render (the edit draws its toolbar at once, with flushSync).
  useEffect(() => {
    const goOn = takeResume((path, markup) => getIn(view.data, path) === markup);
    if (goOn) queueMicrotask(goOn);
  }, [view]);

  const editAt = (event: MouseEvent) => {
    const target = event.target as Element;
    const part = target.closest<HTMLElement>('[data-editor-section]');
    if (!part) return;
    const editable = editableOf(view, Number(part.dataset.editorSection));
    for (
      let element: Element | null = target;
      element && element !== part;
      element = element.parentElement
    ) {
      const field = editable.get(element as HTMLElement);
      if (field) return edit(element as HTMLElement, field, onEdit, pages);
    }
    if (editingElement()?.contains(target)) return;
    explainNotEditable(
      event.clientX,
      event.clientY,
      view.lang === DEFAULT_LANGUAGE ? undefined : englishName(view.lang),
    );
  };

  // In the preview a click chooses what to edit: links and buttons must not navigate or submit.
  const pick = (event: MouseEvent) => {
    const target = event.target as Element;
    const part = target.closest<HTMLElement>('[data-editor-section]');
    if (target.closest('a, button, form, input, select, textarea, label')) event.preventDefault();
    if (part) onSelect(Number(part.dataset.editorSection));
  };

  return (
    <SiteContext.Provider value={view.layout}>
      <MemoryRouter initialEntries={[view.page.path]} key={view.page.path}>
        {/* Clicks are picked up for selection; the keyboard path is the editor's own list. */}
        <div onClickCapture={pick} onDoubleClick={editAt}>
          <PageBody
            page={view.page}
            framed={{
              counts: view.counts,
              frame: (index, sections) => (
                <div
                  className="editor-part"
                  data-editor-section={index}
                  data-editor-selected={selected === index ? '' : undefined}
                >
                  {sections}
                </div>
              ),
            }}
          />
        </div>
      </MemoryRouter>
    </SiteContext.Provider>
  );
}
