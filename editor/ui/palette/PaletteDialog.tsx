import { useId, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../Dialog';
import { matchesSearch, sectionName, sectionSummary } from './names';
import { thumbnailOf } from './thumbnails';

interface Props {
  /** The types offered here, in the order of the docs. */
  types: readonly string[];
  /** The names of the sections on screen, to choose the place by. */
  sections: readonly string[];
  /** Where the new section goes unless another place is chosen: its future index. */
  defaultAt: number;
  onPick: (type: string, at: number) => void;
  onClose: () => void;
}

/**
 * The section types to add, as the WAI-ARIA combobox pattern with a listbox popup that is
 * always open: focus stays in the search box, the arrow keys move the active option
 * (aria-activedescendant), Enter adds it; Escape clears the search box, then closes.
 */
export function PaletteDialog({ types, sections, defaultAt, onPick, onClose }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [at, setAt] = useState(defaultAt);
  const shown = types.filter((type) => matchesSearch(type, query));
  const current = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const step: Record<string, number> = {
      ArrowDown: current < last ? current + 1 : 0,
      ArrowUp: current > 0 ? current - 1 : last,
      Home: 0,
      End: last,
    };
    if (event.key in step && shown.length > 0 && (event.key.startsWith('Arrow') || event.ctrlKey)) {
      event.preventDefault();
      setActive(step[event.key]!);
      document.getElementById(optionId(step[event.key]!))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && shown[current]) {
      event.preventDefault();
      onPick(shown[current], at);
    }
  };

  return (
    <Dialog title="Add a section" onClose={onClose} wide>
      <div className="palette-controls">
        <div className="palette-field">
          <label htmlFor={`${id}-search`}>Search section types</label>
          <input
            id={`${id}-search`}
            type="search"
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={shown.length > 0 ? optionId(current) : undefined}
            aria-describedby={`${id}-how`}
            autoComplete="off"
            // The dialog opens (showModal) after this renders and focuses its autofocus element;
            // React's autoFocus prop only calls focus(), which showModal would then move away.
            ref={(input) => input?.setAttribute('autofocus', '')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <p className="hint" id={`${id}-how`}>
            Up and down arrows choose a type, Enter adds it.
          </p>
        </div>
        <div className="palette-field">
          <label htmlFor={`${id}-place`}>Place</label>
          <select
            id={`${id}-place`}
            value={at}
            onChange={(event) => setAt(Number(event.target.value))}
          >
            <option value={0}>At the start</option>
            {sections.map((name, index) => (
              <option key={index} value={index + 1}>
                After section {index + 1}: {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {shown.length === 1 ? '1 section type' : `${shown.length} section types`}
      </p>
      {shown.length === 0 ? <p className="hint">No section type matches “{query}”.</p> : null}
      <ul className="palette" role="listbox" id={`${id}-list`} aria-label="Section types">
        {shown.map((type, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard picks through the search box (aria-activedescendant), as the combobox pattern has it.
          <li
            key={type}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className={index === current ? 'active' : undefined}
            onClick={() => onPick(type, at)}
            onMouseMove={() => setActive(index)}
          >
            {thumbnailOf(type) ? (
              <img src={thumbnailOf(type)} alt="" width={240} height={150} />
            ) : null}
            <span className="palette-name">{sectionName(type)}</span>
            <span className="palette-summary">{sectionSummary(type)}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
