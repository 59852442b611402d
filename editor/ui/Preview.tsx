import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { trusted, type FromPreview, type Target, type ToPreview } from '../preview/protocol';
import type { TextEdit } from '../preview/in-place';
import type { EditorProblem } from '../protocol/api-types';
import {
  ALL_LANGUAGES,
  DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
  englishName,
  type SiteLanguage,
} from '../../src/base/languages';
import { patchBetween } from '../lib/value-patch';

/** What the preview holds before its first render. */
const NOTHING = Symbol('nothing sent');

// The widths a page is drawn at, as a phone, a tablet and a laptop show it; 0 fills the box.
const WIDTHS = [
  { label: 'Phone', width: 360 },
  { label: 'Tablet', width: 768 },
  { label: 'Desktop', width: 1280 },
  { label: 'Full width', width: 0 },
] as const;

/** Below this width the editor is one column, and a page is first shown as a phone shows it. */
const NARROW = '(max-width: 899.98px)';

interface Props {
  data: unknown;
  target: Target;
  path: string;
  selected: number | null;
  onSelect: (index: number) => void;
  /** The check's errors, shown under a text being edited in the preview. */
  problems: EditorProblem[];
  /** A text edited in place in the preview: each keystroke, then kept or put back. */
  onEditText: (edit: TextEdit) => void;
  /** Controls of the workspace shown in the preview's bar (folding the side panels). */
  tools?: ReactNode;
}

/** The page drawn by the site's own components in an iframe, following every change. */
export function Preview(props: Props) {
  const { data, target, path, selected, onSelect, problems, onEditText } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [width, setWidth] = useState<number>(() => (matchMedia(NARROW).matches ? 360 : 1280));
  const [lang, setLang] = useState<SiteLanguage>(DEFAULT_LANGUAGE);
  const [boxSize, setBoxSize] = useState({ width: 800, height: 600 });
  const [stale, setStale] = useState<string | undefined>();
  const seq = useRef(0);
  const sent = useRef<unknown>(NOTHING);
  const onSelectRef = useRef(onSelect);
  const onEditRef = useRef(onEditText);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
    onEditRef.current = onEditText;
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>) => {
      if (!trusted(event, frame.current?.contentWindow)) return;
      const message = event.data;
      if (message.type === 'ready') {
        // A (re)loaded preview holds no data yet: the next render sends all of it.
        sent.current = NOTHING;
        setReady(true);
      } else if (message.type === 'select') onSelectRef.current(message.index);
      else if (message.type === 'edit-text') {
        const { type: _, ...edit } = message;
        onEditRef.current(edit);
      } else if (message.type === 'rendered') {
        setStale(message.problem);
        // Read by the performance measurement: which change is on screen.
        frame.current?.setAttribute('data-rendered-seq', String(message.seq));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const window_ = frame.current?.contentWindow;
    if (!ready || !window_) return;
    // Only what changed crosses: cloning a large site for every keystroke would cost its size.
    const patch = sent.current === NOTHING ? undefined : patchBetween(sent.current, data);
    sent.current = data;
    const message: ToPreview = {
      type: 'render',
      seq: ++seq.current,
      ...(patch ? { patch } : { data }),
      target,
      selected,
      lang,
    };
    frame.current?.setAttribute('data-sent-seq', String(seq.current));
    window_.postMessage(message, window.location.origin);
  }, [ready, data, target, selected, lang]);

  useEffect(() => {
    const window_ = frame.current?.contentWindow;
    if (!ready || !window_) return;
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => ({ path: p.at, message: p.message }));
    const message: ToPreview = { type: 'problems', problems: errors };
    window_.postMessage(message, window.location.origin);
  }, [ready, problems]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A wide page is drawn at its real width and scaled down to fit, as a visitor would see it.
  const frameWidth = width || boxSize.width;
  // A folded or hidden preview measures 0 wide (with a device's width chosen or not): drawn at
  // its true size until it shows, never at scale 0 (a NaN height).
  const scale = frameWidth > 0 && boxSize.width > 0 ? Math.min(1, boxSize.width / frameWidth) : 1;
  useEffect(() => {
    const window_ = frame.current?.contentWindow;
    if (!ready || !window_) return;
    const message: ToPreview = { type: 'scale', scale };
    window_.postMessage(message, window.location.origin);
  }, [ready, scale]);
  return (
    <section className="panel preview" aria-labelledby="preview-heading">
      <div className="preview-bar">
        {props.tools}
        <h2 id="preview-heading">Preview</h2>
        <span className="preview-path">{path}</span>
        <span className="preview-scale">
          {scale < 1 ? `Shown at ${Math.floor(scale * 100)}%` : 'True size'}
        </span>
        <div className="widths" role="group" aria-label="Preview width">
          {WIDTHS.map((w) => (
            <button
              key={w.label}
              type="button"
              aria-pressed={width === w.width}
              onClick={() => setWidth(w.width)}
            >
              {w.label}
            </button>
          ))}
        </div>
        <div className="languages" role="group" aria-label="Preview language">
          {ALL_LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              lang={SITE_LANGUAGES[l].tag}
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
            >
              {SITE_LANGUAGES[l].ownName}
            </button>
          ))}
        </div>
      </div>
      {lang !== DEFAULT_LANGUAGE ? (
        <p className="preview-note">
          Texts without up-to-date {englishName(lang)} show in English here. Visitors see a page in{' '}
          {englishName(lang)} only when all its texts are; the Translation tab lists what is left.
        </p>
      ) : null}
      {stale ? (
        <p className="preview-stale" role="status">
          Showing the last version that could be shown: {stale}. The Problems list says what to fix.
        </p>
      ) : null}
      <div className="preview-box" ref={box}>
        <iframe
          ref={frame}
          src="/preview.html"
          title={`Preview of ${path}${lang === DEFAULT_LANGUAGE ? '' : ` in ${englishName(lang)}`}`}
          style={{
            width: frameWidth,
            height: boxSize.height / scale,
            transform: `scale(${scale})`,
          }}
        />
      </div>
    </section>
  );
}
