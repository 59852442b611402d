import { useCallback, useMemo, useState } from 'react';
import { api } from './api';
import type { SiteChange } from './changes/change';
import { duplicateSection, moveSection, removeSection } from './changes/sections';
import { addPage, addPost, removeTarget } from './changes/targets';
import { getIn, startsWith } from '../protocol/data-path';
import { HistoryButton } from './history/HistoryButton';
import { FieldsContext, NestedFieldContext, type RenderField } from './fields/context';
import { Field } from './fields/Field';
import { InspectorPanel } from './InspectorPanel';
import { DiskMerge } from './merge/DiskMerge';
import { Modals, type Modal } from './Modals';
import { paletteFor, sectionFromPalette } from './palette/open';
import type { Place } from './place';
import { Preview } from './Preview';
import { PublishDialog } from './publish/PublishDialog';
import { usePublish } from './publish/use-publish';
import { ProblemList } from './ProblemList';
import { SectionList } from './SectionList';
import {
  listTargets,
  sectionsPath,
  targetKey,
  targetsKey,
  type RawSection,
  type RawSite,
} from './site-view';
import { Toast } from './Toast';
import { Toolbar } from './Toolbar';
import { useGoToPath } from './use-go-to-path';
import { useFieldsValue } from './use-fields-value';
import { useSave } from './use-save';
import { useSiteFile } from './use-site-file';
import { editInPlace } from './edit-in-place';
import { PanelToggles, Workspace } from './workspace/Workspace';
import { usePanels } from './workspace/use-panels';

const renderField: RenderField = ({ key, ...props }) => <Field key={key} {...props} />;

export function App() {
  const file = useSiteFile();
  const { loaded, undo, dispatch, apply, announce, dirty, problems } = file;
  const site = useMemo(() => (file.data ?? {}) as RawSite, [file.data]);
  const place = undo.present.place;
  const { target, selected, panel } = place;
  const [modal, setModal] = useState<Modal>(null);
  const publishing = usePublish(file);
  const { focusPath, goToPath, focusFirstField } = useGoToPath(file, place);
  const panels = usePanels();

  const addresses = targetsKey(site);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when an address changes, not per keystroke
  const targets = useMemo(() => listTargets(site), [addresses]);
  const current = targets.find((t) => targetKey(t.target) === targetKey(target)) ?? targets[0];
  const listPath = sectionsPath(target);
  const sections = (getIn(site, listPath) ?? []) as RawSection[];

  const go = useCallback(
    (next: Partial<Place>) => dispatch({ kind: 'go', place: { ...place, ...next } }),
    [dispatch, place],
  );

  const fields = useFieldsValue(file, targets, focusPath);
  const save = useSave(file, fields.removals);
  // One option per page: drawn again only when the addresses or pictures change.
  const suggestions = useMemo(
    () => (
      <>
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
      </>
    ),
    [fields.pagePaths, fields.images],
  );

  /** Records a change to the site's structure, when there is one to make. */
  const edit = (made: SiteChange | null) => {
    if (made) apply(made);
  };
  const remove = () => {
    const made = removeTarget(file.data, place);
    if (made && 'references' in made) {
      announce(made.say);
      setModal({ kind: 'references', name: made.name, references: made.references });
    } else edit(made);
  };

  const showDiff = async (kind: 'changes' | 'disk-diff') => {
    setModal({ kind, diff: null });
    setModal({ kind, diff: await api.diff(file.data, fields.removals.pending) });
  };

  if (file.loadError)
    return <p role="alert">The editor could not load the site: {file.loadError}</p>;
  if (!loaded) return <p className="loading">Loading the site…</p>;
  if (loaded.data === null)
    return (
      <main className="unreadable">
        <h1>The site’s file has a typing mistake, so the editor cannot open it</h1>
        <p>
          The site’s file was changed outside the editor and something in it is out of place, most
          often a missing comma, quote or bracket. Whoever changed it can correct it at the place
          shown for developers below; the editor opens again by itself.
        </p>
        <ProblemList file={loaded.file} problems={problems} byHand />
      </main>
    );

  const errorsIn = (index: number) =>
    problems.filter((p) => p.severity === 'error' && startsWith(p.at, [...listPath, index])).length;

  return (
    <FieldsContext.Provider value={fields}>
      <NestedFieldContext.Provider value={renderField}>
        <Toolbar
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
          canUndo={undo.past.length > 0}
          canRedo={undo.future.length > 0}
          onUndo={() => dispatch({ kind: 'undo' })}
          onRedo={() => dispatch({ kind: 'redo' })}
          dirty={dirty || fields.removals.pending.length > 0}
          errors={problems.filter((p) => p.severity === 'error').length}
          checking={file.checking}
          onSave={() => void save()}
          onPublish={publishing.show}
          cannotPublish={publishing.unavailable}
          onChanges={() => void showDiff('changes')}
          onAddPage={() => setModal({ kind: 'add-page' })}
          onAddPost={() => setModal({ kind: 'add-post' })}
          onRemove={target.kind === 'not-found' ? undefined : remove}
          removeLabel={target.kind === 'post' ? 'Remove post' : 'Remove page'}
        />
        <div className="live visually-hidden" role="status" aria-live="polite">
          {undo.said}
        </div>
        <Toast said={undo.said} />
        <DiskMerge file={file} onShowDifference={() => void showDiff('disk-diff')} />
        <Workspace panels={panels}>
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
            onSelect={(index) => {
              go({ selected: index, panel: 'section' });
              panels.show('fields');
            }}
            onMove={(from, to) => edit(moveSection(file.data, place, from, to))}
            onAdd={() => setModal(paletteFor(site, place, sections))}
            onDuplicate={() => edit(duplicateSection(file.data, place))}
            onRemove={() => edit(removeSection(file.data, place))}
          />
          <InspectorPanel
            site={site}
            place={place}
            file={loaded.file}
            problems={problems}
            targets={targets}
            onPanel={(next) => go({ panel: next })}
            onProblem={(problem) => goToPath(problem.at)}
            onGo={goToPath}
            onAddPost={() => setModal({ kind: 'add-post' })}
            history={<HistoryButton data={file.data} place={place} apply={apply} />}
          />
          <Preview
            tools={<PanelToggles panels={panels} />}
            data={file.data}
            target={target}
            path={current?.name ?? ''}
            selected={panel === 'section' ? selected : null}
            onSelect={(index) => go({ selected: index, panel: 'section' })}
            problems={problems}
            onEditText={(made) =>
              editInPlace({ fields, data: file.data, undo: () => dispatch({ kind: 'undo' }) }, made)
            }
          />
        </Workspace>
        {suggestions}
        <Modals
          modal={modal}
          loaded={loaded}
          site={site}
          targets={targets}
          onAddPage={(page) => {
            apply(addPage(file.data, page));
            setModal(null);
          }}
          onAddPost={(post) => {
            apply(addPost(file.data, post));
            setModal(null);
          }}
          onAddSection={(type, at) => {
            setModal(null);
            const made = sectionFromPalette(file.data, place, type, at);
            if (!made) return;
            apply(made);
            panels.showFields();
            focusFirstField([...listPath, made.place.selected!]);
          }}
          onGo={(path) => {
            setModal(null);
            goToPath(path);
          }}
          onClose={() => setModal(null)}
        />
        {publishing.open ? (
          <PublishDialog
            file={file}
            save={save}
            live={publishing.live}
            onSent={publishing.sent}
            onClose={publishing.close}
          />
        ) : null}
      </NestedFieldContext.Provider>
    </FieldsContext.Provider>
  );
}
