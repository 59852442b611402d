import { fieldLabel } from '../../lib/words';
import { useState, type ClipboardEvent, type DragEvent } from 'react';
import type { DataPath } from '../../protocol/data-path';
import { api } from '../api';
import { FocalPoint, type Focus } from './FocalPoint';
import { idFor, useFields } from './context';
import { describedBy, FieldProblems, Hint } from './FieldFrame';
import { ImageSchema } from '../../../src/schema/primitives';
import type { Translations } from '../../../src/schema/text';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../../src/base/languages';
import { Translation } from '../translation/TranslatedField';

// The image's own controls are named by the schema's titles, like every other field.
const SRC = fieldLabel('src', ImageSchema.shape.src);
const ALT = fieldLabel('alt', ImageSchema.shape.alt);
import { withEntry } from '../../lib/translations';

interface Props {
  name: string;
  path: DataPath;
  value: unknown;
  optional: boolean;
  hint: string | undefined;
}

interface ImageValue extends Partial<Record<TranslatedLanguage, Translations>> {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
  focus?: Focus;
  decorative?: true;
}

/** The first picture among dropped or pasted files. */
const pictureIn = (files: FileList | undefined | null) =>
  [...(files ?? [])].find((file) => file.type.startsWith('image/') || file.type === '');

/** An image picked from public/, its size filled in from the file, and its alternative text. */
export function ImageField({ name, path, value, optional, hint }: Props) {
  const { change, problemsAt, images } = useFields();
  const id = idFor(path);
  const image: ImageValue | undefined =
    value && typeof value === 'object' ? (value as ImageValue) : undefined;
  const srcId = idFor([...path, 'src']);
  const altId = idFor([...path, 'alt']);
  const srcProblems = [
    ...problemsAt([...path, 'src']),
    ...problemsAt([...path, 'width']),
    ...problemsAt([...path, 'height']),
  ];
  const altProblems = problemsAt([...path, 'alt']);
  const pick = (src: string) => {
    if (src === '') return change(path, undefined, { say: `${name} removed` });
    const found = images.find((i) => i.src === src);
    change(
      path,
      {
        src,
        alt: image?.alt ?? '',
        width: found?.width ?? image?.width ?? 1,
        height: found?.height ?? image?.height ?? 1,
        // The words stay, so their translations do too.
        ...Object.fromEntries(
          TRANSLATED_LANGUAGES.flatMap((lang) => (image?.[lang] ? [[lang, image[lang]]] : [])),
        ),
      },
      { say: `${name}: ${src}${found ? `, ${found.width} by ${found.height} pixels` : ''}` },
    );
  };
  const [status, setStatus] = useState('');
  const [dropping, setDropping] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus(`Uploading ${file.name}…`);
    try {
      const stored = await api.upload(file);
      change(
        path,
        {
          src: stored.src,
          // A new picture needs its own words: the old alt text described the old one.
          alt: '',
          width: stored.width,
          height: stored.height,
          color: stored.color,
        },
        { say: `${name}: ${stored.src} uploaded, ${stored.width} by ${stored.height} pixels` },
      );
      setStatus(`Uploaded as ${stored.src}. Describe what it shows under “${ALT}”.`);
      document.getElementById(altId)?.focus();
    } catch (error) {
      setStatus((error as Error).message);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    void upload(pictureIn(event.dataTransfer.files));
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = pictureIn(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    void upload(file);
  };
  const known = images.some((i) => i.src === image?.src);
  return (
    <fieldset
      className={`group image${dropping ? ' dropping' : ''}`}
      id={id}
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <legend>{name}</legend>
      <Hint id={id} text={hint} />
      <FieldProblems id={id} problems={problemsAt(path)} />
      <div className="image-row">
        {image?.src ? (
          <FocalPoint
            src={image.src}
            focus={image.focus}
            onChange={(focus) =>
              change([...path, 'focus'], focus, {
                group: `${id}-focus`,
                say: `focal point ${focus.x}% from the left, ${focus.y}% from the top`,
              })
            }
          />
        ) : null}
        <div className="image-fields">
          <div className="field">
            <label htmlFor={srcId}>{SRC}</label>
            <select
              id={srcId}
              value={image?.src ?? ''}
              aria-describedby={describedBy(srcId, 'x', srcProblems)}
              aria-invalid={srcProblems.length > 0 || undefined}
              onChange={(e) => pick(e.target.value)}
            >
              {optional || !image ? <option value="">(no image)</option> : null}
              {image?.src && !known ? <option>{image.src}</option> : null}
              {images.map((i) => (
                <option key={i.src} value={i.src}>
                  {i.src}
                </option>
              ))}
            </select>
            <p className="hint" id={`${srcId}-hint`}>
              {image
                ? `${image.width ?? '?'} × ${image.height ?? '?'} px, from the file.`
                : 'Choose one of the site’s pictures, or upload one.'}
            </p>
            <FieldProblems id={srcId} problems={srcProblems} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-upload`}>Upload image</label>
            <input
              id={`${id}-upload`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
              aria-describedby={`${id}-upload-status`}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <p className="hint upload-status" id={`${id}-upload-status`} role="status">
              {status || 'A JPEG, PNG, WebP or AVIF photo; or drop or paste one here.'}
            </p>
          </div>
          {image ? (
            <div className="field">
              <label htmlFor={altId}>{ALT}</label>
              <input
                id={altId}
                value={image.alt ?? ''}
                disabled={image.decorative === true}
                aria-describedby={`${altId}-hint${altProblems.length ? ` ${altId}-problems` : ''}`}
                onChange={(e) =>
                  change([...path, 'alt'], e.target.value, {
                    group: altId,
                    say: `${name}: ${ALT} changed`,
                  })
                }
              />
              <p className="hint" id={`${altId}-hint`}>
                What the picture shows, read aloud by screen readers; empty only for decoration.
              </p>
              <FieldProblems id={altId} problems={altProblems} />
              <Translation
                name="alt"
                path={path}
                parent={image as Record<string, unknown>}
                schema={ImageSchema.shape.alt}
              />
              <label>
                <input
                  type="checkbox"
                  checked={image.decorative === true}
                  onChange={(e) => {
                    const { decorative: _, ...rest } = image;
                    // A decorative picture has no words, in any language.
                    const marked: ImageValue = { ...rest, alt: '', decorative: true };
                    for (const lang of TRANSLATED_LANGUAGES) {
                      const words = withEntry(image[lang], 'alt', undefined);
                      if (words) marked[lang] = words;
                      else delete marked[lang];
                    }
                    change(path, e.target.checked ? marked : rest, {
                      say: `${name} ${e.target.checked ? 'marked' : 'no longer'} decorative`,
                    });
                  }}
                />{' '}
                Decorative only (nothing for screen readers to read)
              </label>
              <FieldProblems
                id={`${altId}-decorative`}
                problems={problemsAt([...path, 'decorative'])}
              />
            </div>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
