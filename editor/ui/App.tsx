import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DiffResponse, EditorProblem } from '../api-types';
import { referencesTo, type Reference } from '../lib/references';
import type { DataPath } from '../problem-path';
import { pathKey } from '../problem-path';
import { api } from './api';
import { AddPageDialog, AddPostDialog, type NewPost } from './AddDialogs';
import { getIn, move, setIn, startsWith, updateList } from './data-path';
import { Dialog } from './Dialog';
import { DiffView } from './DiffView';
import {
  FieldsContext,
  NestedFieldContext,
  idFor,
  type ChangeOptions,
  type RenderField,
} from './fields/context';
import { Field } from './fields/Field';

const renderField: RenderField = ({ key, ...props }) => <Field key={key} {...props} />;
import { emptyValue } from './fields/schema-walk';
import { Inspector, schemaOfSection } from './Inspector';
import { placeFor, type Panel, type Place } from './place';
import { Preview } from './Preview';
import { ProblemList } from './ProblemList';
import { SectionList } from './SectionList';
import {
  listTargets,
  sectionLabel,
  sectionsPath,
  targetKey,
  type RawSection,
  type RawSite,
} from './site-view';
import { useSiteFile } from './use-site-file';
import { Toolbar } from './Toolbar';

const PANELS: { panel: Panel; label: string }[] = [
  { panel: 'section', label: 'Section' },
  { panel: 'settings', label: 'Page settings' },
  { panel: 'collections', label: 'Collections' },
  { panel: 'forms', label: 'Forms' },
  { panel: 'blocks', label: 'Blocks' },
  { panel: 'site', label: 'Site settings' },
];

type Modal =
  | { kind: 'changes' | 'disk-diff'; diff: DiffResponse | null }
  | { kind: 'add-page' | 'add-post' }
  | { kind: 'references'; path: string; references: Reference[] }
  | null;

export function App() {
  const file = useSiteFile();
  const { loaded, history, dispatch, dirty, problems } = file;
  const announce = useCallback((text: string) => dispatch({ kind: 'say', text }), [dispatch]);
  const site = useMemo(() => (file.data ?? {}) as RawSite, [file.data]);
  const place = history.present.place;
  const { target, selected, panel } = place;
  const [modal, setModal] = useState<Modal>(null);
  const [focusPath, setFocusPath] = useState<DataPath | null>(null);

  const targets = useMemo(() => listTargets(site), [site]);
  const current = targets.find((t) => targetKey(t.target) === targetKey(target)) ?? targets[0];
  const listPath = sectionsPath(target);
  const sections = (getIn(site, listPath) ?? []) as RawSection[];

  const problemMap = useMemo(() => {
    const map = new Map<string, EditorProblem[]>();
    for (const p of problems) map.set(pathKey(p.at), [...(map.get(pathKey(p.at)) ?? []), p]);
    return map;
  }, [problems]);

  const change = useCallback(
    (path: DataPath, value: unknown, options: ChangeOptions = {}) =>
      dispatch({
        kind: 'change',
        data: setIn(file.data, path, value),
        group: options.group,
        say: options.say ?? 'Changed',
        at: performance.now(),
      }),
    [dispatch, file.data],
  );
  const go = useCallback(
    (next: Partial<Place>) => dispatch({ kind: 'go', place: { ...place, ...next } }),
    [dispatch, place],
  );

  const fields = useMemo(
    () => ({
      change,
      problemsAt: (path: DataPath) => problemMap.get(pathKey(path)) ?? [],
      images: loaded?.images ?? [],
      pagePaths: targets.filter((t) => t.group !== 'Not found').map((t) => t.label),
      focusPath,
    }),
    [change, problemMap, loaded, targets, focusPath],
  );

  // After choosing a problem, focus its field (or the closest part of the form that shows).
  useEffect(() => {
    if (!focusPath) return;
    const frame = requestAnimationFrame(() => {
      for (let depth = focusPath.length; depth >= 0; depth--) {
        const element = document.getElementById(idFor(focusPath.slice(0, depth)));
        if (element) {
          element.focus();
          element.scrollIntoView({ block: 'center' });
          break;
        }
      }
      setFocusPath(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusPath, place]);

  const goToProblem = (problem: EditorProblem) => {
    dispatch({ kind: 'go', place: placeFor(problem.at, place) });
    setFocusPath(problem.at);
  };

  const editSections = (next: RawSection[], say: string, nextSelected: number | null) =>
    dispatch({
      kind: 'change',
      data: setIn(file.data, listPath, next),
      place: { ...place, selected: nextSelected, panel: 'section' },
      say,
      at: performance.now(),
    });

  const moveSection = (from: number, to: number) => {
    if (to < 0 || to >= sections.length) return;
    const label = sectionLabel(sections[from]!, site);
    editSections(
      move(sections, from, to),
      `${label} moved to position ${to + 1} of ${sections.length}.`,
      to,
    );
  };
  const addSection = (type: string) => {
    const schema = schemaOfSection(type);
    if (!schema) return;
    const at = selected === null ? sections.length : selected + 1;
    const next = [
      ...sections.slice(0, at),
      emptyValue(schema) as RawSection,
      ...sections.slice(at),
    ];
    editSections(next, `${type} section added at position ${at + 1}. Fill in its fields.`, at);
  };
  const duplicateSection = () => {
    if (selected === null) return;
    const copy = structuredClone(sections[selected]!);
    // Two sections cannot share an anchor id.
    delete copy.id;
    editSections(
      [...sections.slice(0, selected + 1), copy, ...sections.slice(selected + 1)],
      `${sectionLabel(copy, site)} duplicated at position ${selected + 2}.`,
      selected + 1,
    );
  };
  const removeSection = () => {
    if (selected === null) return;
    const label = sectionLabel(sections[selected]!, site);
    editSections(
      sections.filter((_, i) => i !== selected),
      `${label} removed.`,
      Math.min(selected, sections.length - 2),
    );
  };

  const addPage = ({
    path,
    title,
    description,
  }: {
    path: string;
    title: string;
    description: string;
  }) => {
    const pages = (site.pages ?? []) as unknown[];
    const page = {
      path,
      seo: { title, description },
      sections: [{ type: 'hero', size: 'banner', heading: title }],
    };
    dispatch({
      kind: 'change',
      data: updateList(file.data, ['pages'], (list) => [...list, page]),
      place: { target: { kind: 'page', index: pages.length }, selected: 0, panel: 'section' },
      say: `Page ${path} added.`,
      at: performance.now(),
    });
    setModal(null);
  };
  const addPost = (post: NewPost) => {
    const posts = (site.blog?.posts ?? []) as { id?: number }[];
    const id = Math.max(0, ...posts.map((p) => p.id ?? 0)) + 1;
    const { image, paragraph, ...rest } = post;
    const value = {
      id,
      ...rest,
      image: { src: image.src, alt: image.alt, width: image.width, height: image.height },
      body: [paragraph],
    };
    dispatch({
      kind: 'change',
      data: updateList(file.data, ['blog', 'posts'], (list) => [...list, value]),
      place: { target: { kind: 'post', index: posts.length }, selected: null, panel: 'settings' },
      say: `Post ${post.slug} added.`,
      at: performance.now(),
    });
    setModal(null);
  };
  /** Removes the page or post on screen, unless something still links to it. */
  const removeTarget = () => {
    if (target.kind === 'not-found') return;
    const entry = targets.find((t) => targetKey(t.target) === targetKey(target));
    const path = entry?.label ?? '';
    const references = referencesTo(file.data, path);
    if (references.length > 0) {
      announce(`${path} cannot be removed: ${references.length} place(s) link to it.`);
      return setModal({ kind: 'references', path, references });
    }
    const list = target.kind === 'page' ? ['pages'] : ['blog', 'posts'];
    const left = ((getIn(site, list) ?? []) as unknown[]).length - 1;
    dispatch({
      kind: 'change',
      data: updateList(file.data, list, (items) => items.filter((_, i) => i !== target.index)),
      place: {
        // The one before it, as a list does; the last post gone, the first page.
        target:
          left > 0
            ? { kind: target.kind, index: Math.max(0, target.index - 1) }
            : { kind: 'page', index: 0 },
        selected: null,
        panel: target.kind === 'post' && left > 0 ? 'settings' : 'section',
      },
      say: `${target.kind === 'page' ? 'Page' : 'Post'} ${path} removed.`,
      at: performance.now(),
    });
  };

  const showDiff = async (kind: 'changes' | 'disk-diff') => {
    setModal({ kind, diff: null });
    setModal({ kind, diff: await api.diff(file.data) });
  };

  const save = async () => {
    const found = await file.problemsNow();
    const errors = found.filter((p) => p.severity === 'error');
    if (errors.length > 0) {
      announce(
        `Not saved: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} must be fixed first. The problems list shows where.`,
      );
      document.getElementById('problems-heading')?.focus();
      return;
    }
    if (!loaded) return;
    const outcome = await api.save(loaded.version, file.data);
    if (outcome.ok) {
      file.markSaved(file.data, outcome.version);
      announce(outcome.minimal ? 'Saved.' : `Saved; ${outcome.note ?? 'the file was rewritten'}.`);
    } else if (outcome.reason === 'changed-on-disk') {
      announce(
        'Not saved: site.json changed on disk since it was loaded. Reload it or show the difference.',
      );
      file.diskChanged(outcome.diskVersion);
    } else
      announce(
        `Not saved: ${outcome.problems.filter((p) => p.severity === 'error').length} errors.`,
      );
  };

  // The usual keys for undo and redo, wherever focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ kind: 'undo' });
      else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey))
        dispatch({ kind: 'redo' });
      else if (key === 's') void save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (file.loadError)
    return <p role="alert">The editor could not load site.json: {file.loadError}</p>;
  if (!loaded) return <p className="loading">Loading site.json…</p>;
  if (loaded.data === null)
    return (
      <main className="unreadable">
        <h1>{loaded.file} cannot be read as JSON</h1>
        <p>Fix it in your text editor; this page shows it again as soon as the file is saved.</p>
        <ProblemList file={loaded.file} problems={problems} />
      </main>
    );

  const errorsIn = (index: number) =>
    problems.filter((p) => p.severity === 'error' && startsWith(p.at, [...listPath, index])).length;
  const usedPaths = targets.map((t) => t.label);

  return (
    <FieldsContext.Provider value={fields}>
      <NestedFieldContext.Provider value={renderField}>
        <Toolbar
          file={loaded.file}
          targets={targets}
          currentKey={current ? current.key : ''}
          onTarget={(key) => {
            const found = targets.find((t) => t.key === key);
            if (found)
              go({
                target: found.target,
                selected: null,
                panel: panel === 'settings' ? 'settings' : 'section',
              });
          }}
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          onUndo={() => dispatch({ kind: 'undo' })}
          onRedo={() => dispatch({ kind: 'redo' })}
          dirty={dirty}
          errors={problems.filter((p) => p.severity === 'error').length}
          checking={file.checking}
          onSave={() => void save()}
          onChanges={() => void showDiff('changes')}
          onAddPage={() => setModal({ kind: 'add-page' })}
          onAddPost={() => setModal({ kind: 'add-post' })}
          onRemove={target.kind === 'not-found' ? undefined : removeTarget}
          removeLabel={target.kind === 'post' ? 'Remove post' : 'Remove page'}
        />
        <div className="live visually-hidden" role="status" aria-live="polite">
          {history.said}
        </div>
        {file.disk.kind === 'changed' ? (
          <div className="banner" role="alert">
            <p>
              <strong>site.json changed on disk</strong> since you opened it (an edit elsewhere or a
              git pull). Saving now would overwrite it, so Save is refused.
            </p>
            <button type="button" onClick={() => void file.reload()}>
              Reload from disk
            </button>
            <button type="button" className="secondary" onClick={() => void showDiff('disk-diff')}>
              Show difference
            </button>
          </div>
        ) : null}
        <main className="workspace">
          <SectionList
            site={site}
            sections={sections}
            selected={selected}
            heading={target.kind === 'post' ? 'Article template' : 'Sections'}
            note={
              target.kind === 'post'
                ? 'Every post shares these sections; the "article" section shows the post.'
                : undefined
            }
            errorsAt={errorsIn}
            onSelect={(index) => go({ selected: index, panel: 'section' })}
            onMove={moveSection}
            onAdd={addSection}
            onDuplicate={duplicateSection}
            onRemove={removeSection}
          />
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
                  onClick={() => go({ panel: p.panel })}
                >
                  {p.panel === 'settings' && target.kind === 'post' ? 'Post' : p.label}
                </button>
              ))}
            </div>
            <div className="inspector-body">
              <Inspector site={site} target={target} selected={selected} panel={panel} />
            </div>
            <ProblemList file={loaded.file} problems={problems} onGo={goToProblem} />
          </section>
          <Preview
            data={file.data}
            target={target}
            path={current?.label ?? ''}
            selected={panel === 'section' ? selected : null}
            onSelect={(index) => go({ selected: index, panel: 'section' })}
          />
        </main>
        <datalist id="page-paths">
          {fields.pagePaths.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <datalist id="image-paths">
          {fields.images.map((i) => (
            <option key={i.src} value={i.src} />
          ))}
        </datalist>
        {modal?.kind === 'changes' || modal?.kind === 'disk-diff' ? (
          <Dialog
            wide
            title={
              modal.kind === 'changes' ? 'Changes to save' : 'Your version against the file on disk'
            }
            onClose={() => setModal(null)}
          >
            {modal.diff ? (
              <>
                {!modal.diff.minimal && modal.diff.note ? (
                  <p className="note">{modal.diff.note}</p>
                ) : null}
                <DiffView lines={modal.diff.lines} label={`Diff of ${loaded.file}`} />
              </>
            ) : (
              <p>Comparing…</p>
            )}
          </Dialog>
        ) : null}
        {modal?.kind === 'add-page' ? (
          <AddPageDialog usedPaths={usedPaths} onAdd={addPage} onClose={() => setModal(null)} />
        ) : null}
        {modal?.kind === 'add-post' ? (
          <AddPostDialog
            usedSlugs={(site.blog?.posts ?? []).map((p) => p.slug ?? '')}
            images={loaded.images}
            defaultAuthor={String(
              (site.blog?.posts?.at(-1) as { author?: string } | undefined)?.author ??
                site.name ??
                '',
            )}
            onAdd={addPost}
            onClose={() => setModal(null)}
          />
        ) : null}
        {modal?.kind === 'references' ? (
          <Dialog title={`${modal.path} cannot be removed`} onClose={() => setModal(null)}>
            <p>
              {modal.references.length}{' '}
              {modal.references.length === 1 ? 'place links' : 'places link'} to it. Change or
              remove these links first:
            </p>
            <ul className="problem-list">
              {modal.references.map((r, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className="problem"
                    onClick={() => {
                      setModal(null);
                      dispatch({ kind: 'go', place: placeFor(r.path, place) });
                      setFocusPath(r.path);
                    }}
                  >
                    {r.label}
                  </button>
                </li>
              ))}
            </ul>
          </Dialog>
        ) : null}
      </NestedFieldContext.Provider>
    </FieldsContext.Provider>
  );
}
