import { useRef } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { sectionLabel, type RawSection, type RawSite } from './site-view';
import { sectionId } from './section-ids';

interface ItemProps {
  id: string;
  label: string;
  index: number;
  selected: boolean;
  errors: number;
  onSelect: () => void;
}

function SectionItem({ id, label, index, selected, errors, onSelect }: ItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={`section-item${selected ? ' selected' : ''}${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="drag-handle"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${label}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        className="section-select"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className="section-index" aria-hidden="true">
          {index + 1}
        </span>
        <span className="section-name">{label}</span>
        {errors > 0 ? (
          <span className="badge error">
            {errors}
            <span className="visually-hidden"> {errors === 1 ? 'error' : 'errors'}</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}

interface Props {
  site: RawSite;
  sections: RawSection[];
  selected: number | null;
  heading: string;
  note?: string;
  errorsAt: (index: number) => number;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  /** Opens the palette of section types. */
  onAdd: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** The page's sections in order: select, add, move (buttons, drag, keyboard), duplicate, remove. */
export function SectionList(props: Props) {
  const { site, sections, selected, errorsAt, onSelect, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = sections.map(sectionId);
  const labels = sections.map((s) => sectionLabel(s, site));
  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id));
  const name = (id: UniqueIdentifier) => labels[position(id)] ?? 'section';
  // dnd-kit reports "over itself" right after the pick-up: say only real changes of position.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${name(active.id)}, position ${position(active.id) + 1} of ${ids.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${name(active.id)} is over position ${position(over.id) + 1} of ${ids.length}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id) + 1} of ${ids.length}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(position(active.id), position(over.id));
  };
  const none = selected === null;
  return (
    <section className="panel sections" aria-labelledby="sections-heading">
      <h2 id="sections-heading">{props.heading}</h2>
      {props.note ? <p className="hint">{props.note}</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To reorder, press Space or Enter to pick the section up, the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="section-list" aria-label="Sections">
            {sections.map((section, index) => (
              <SectionItem
                key={ids[index]}
                id={ids[index]!}
                label={labels[index]!}
                index={index}
                selected={selected === index}
                errors={errorsAt(index)}
                onSelect={() => onSelect(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="section-actions" role="group" aria-label="Selected section">
        <button
          type="button"
          disabled={none || selected === 0}
          onClick={() => onMove(selected!, selected! - 1)}
        >
          Move up
        </button>
        <button
          type="button"
          disabled={none || selected === sections.length - 1}
          onClick={() => onMove(selected!, selected! + 1)}
        >
          Move down
        </button>
        <button type="button" disabled={none} onClick={props.onDuplicate}>
          Duplicate
        </button>
        <button
          type="button"
          className="danger"
          disabled={none || sections.length < 2}
          onClick={props.onRemove}
        >
          Remove section
        </button>
      </div>
      <div className="add-section">
        <button type="button" className="primary" aria-haspopup="dialog" onClick={props.onAdd}>
          Add section
        </button>
      </div>
    </section>
  );
}
