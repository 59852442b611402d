import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SAFE_LINK } from '../../src/schema/safe-link';
import type { ListKind } from '../lib/rich-blocks';
import { searchPages, type PageChoice } from '../lib/page-titles';

/*
 * The toolbar of a rich text edited in the preview, and its link chooser. It only draws what
 * the edit (rich-editing.ts) tells it and hands each action back; the edit keeps the words.
 */

export interface ToolsView {
  strong: boolean;
  link: string | undefined;
  list: ListKind | undefined;
  /** A paragraph or list item of a rich text: it can be made a list. */
  lists: boolean;
  chooser: boolean;
  /** What the last key asked for that the text cannot do, said at once. */
  note: string;
  pages: PageChoice[];
}

export interface ToolsActions {
  bold(): void;
  link(): void;
  list(kind: ListKind): void;
  choose(href: string, label: string): void;
  unlink(): void;
  closeChooser(): void;
  backToText(): void;
}

/** The keys of a text being edited, for screen readers (its description). */
export const HELP_ID = 'in-place-help';

/** Keeps the text's selection when a button is pressed with the mouse. */
const keepSelection = (event: { preventDefault(): void }) => event.preventDefault();

const ICONS: Record<'bold' | 'link' | ListKind, ReactNode> = {
  bold: <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z" />,
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  ul: <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
  ol: <path d="M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 15h2.5L4 19h2.5" />,
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}

function Chooser({ view, actions }: { view: ToolsView; actions: ToolsActions }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(view.link ?? '');
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState('');
  const found = searchPages(view.pages, query);
  const choose = () => {
    const page = found[active] ?? (found.length === 1 ? found[0] : undefined);
    const address = query.trim();
    if (page) actions.choose(page.href, page.title);
    else if (SAFE_LINK.test(address)) actions.choose(address, address);
    else
      setProblem(
        'Choose a page from the list, or type a whole address: one of this site’s starting with /, or one starting with https://, mailto: or tel:.',
      );
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(-1, Math.min(found.length - 1, i + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose();
    }
  };
  // Opened, the chooser takes the focus; Escape anywhere in it goes back to the text.
  useEffect(() => {
    const element = box.current;
    element?.querySelector('input')?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'nearest' });
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      actions.closeChooser();
    };
    element?.addEventListener('keydown', onEscape);
    return () => element?.removeEventListener('keydown', onEscape);
  }, [actions]);
  return (
    <div
      ref={box}
      className="in-place-chooser"
      role="dialog"
      aria-label={view.link ? 'Change link' : 'Add link'}
    >
      <label htmlFor={`${id}-query`}>Page or address</label>
      <input
        id={`${id}-query`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={found.length > 0}
        aria-controls={`${id}-pages`}
        aria-activedescendant={active >= 0 ? `${id}-page-${active}` : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setProblem('');
        }}
        onKeyDown={onKey}
      />
      <ul role="listbox" id={`${id}-pages`} aria-label="Pages of the site">
        {found.map((page, i) => (
          // The combobox's input takes the keys for its options (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={page.href}
            id={`${id}-page-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={keepSelection}
            onClick={() => actions.choose(page.href, page.title)}
          >
            <span className="title">{page.title}</span>
            <span className="address">{page.href}</span>
          </li>
        ))}
      </ul>
      {found.length === 0 ? <p className="none">No page has these words in its title.</p> : null}
      {problem ? (
        <p className="problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="primary" onClick={choose}>
          {view.link ? 'Change link' : 'Add link'}
        </button>
        {view.link ? (
          <button type="button" onClick={actions.unlink}>
            Remove link
          </button>
        ) : null}
        <button type="button" onClick={actions.closeChooser}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** The buttons, one Tab stop: the arrow keys, Home and End move between them. */
export function RichTools({ view, actions }: { view: ToolsView; actions: ToolsActions }) {
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const buttons: {
    name: keyof typeof ICONS;
    label: string;
    keys?: string;
    pressed: boolean;
    act(): void;
  }[] = [
    {
      name: 'bold',
      label: 'Bold',
      keys: 'Control+B Meta+B',
      pressed: view.strong,
      act: actions.bold,
    },
    {
      name: 'link',
      label: 'Link',
      keys: 'Control+K Meta+K',
      pressed: view.link !== undefined,
      act: actions.link,
    },
    ...(view.lists
      ? (['ul', 'ol'] as const).map((kind) => ({
          name: kind,
          label: kind === 'ul' ? 'Bulleted list' : 'Numbered list',
          pressed: view.list === kind,
          act: () => actions.list(kind),
        }))
      : []),
  ];
  const move = (event: KeyboardEvent) => {
    const last = buttons.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (event.key === 'Escape') {
      event.preventDefault();
      actions.backToText();
    }
    if (to === undefined) return;
    event.preventDefault();
    setCurrent(to);
    bar.current?.querySelectorAll('button')[to]?.focus();
  };
  return (
    <div className="in-place-grown">
      <div
        ref={bar}
        className="in-place-toolbar"
        role="toolbar"
        aria-label="Text style"
        aria-orientation="horizontal"
        onKeyDown={move}
      >
        {buttons.map((button, i) => (
          <button
            key={button.name}
            type="button"
            aria-label={button.label}
            title={button.keys ? `${button.label} (${button.keys.split(' ')[0]})` : button.label}
            aria-pressed={button.pressed}
            aria-keyshortcuts={button.keys}
            aria-haspopup={button.name === 'link' ? 'dialog' : undefined}
            aria-expanded={button.name === 'link' ? view.chooser : undefined}
            tabIndex={i === current ? 0 : -1}
            onMouseDown={keepSelection}
            onFocus={() => setCurrent(i)}
            onClick={button.act}
          >
            <Icon name={button.name} />
          </button>
        ))}
      </div>
      <p className="visually-hidden" id={HELP_ID}>
        Enter keeps the text{view.list ? ' and starts a new item' : ''}, Escape puts it back.
        Shift+Tab or Alt+F10 goes to the text style toolbar; Control+B bold, Control+K link.
      </p>
      <p className="in-place-said" role="status">
        {view.note}
      </p>
      {view.chooser ? <Chooser view={view} actions={actions} /> : null}
    </div>
  );
}
