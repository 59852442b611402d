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
import { withEntry } from '../../lib/translations';
import type { LibraryPicture } from '../../lib/pictures';
import { PictureLibrary } from '../pictures/PictureLibrary';
import { rememberUpload } from '../pictures/session';
import { UploadInput } from '../pictures/UploadInput';

// The image's own controls are named by the schema's titles, like every other field.
const ALT = fieldLabel('alt', ImageSchema.shape.alt);

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
  const { change, problemsAt } = useFields();
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
  const [choosing, setChoosing] = useState(false);
  const translations = (keep: boolean) =>
    Object.fromEntries(
      TRANSLATED_LANGUAGES.flatMap((lang) => (keep && image?.[lang] ? [[lang, image[lang]]] : [])),
    );
  /** The picture chosen in the library, with the words written for it where it is used. */
  const pick = (picture: LibraryPicture) => {
    setChoosing(false);
    const alt = picture.alt || (picture.src === image?.src ? (image.alt ?? '') : '');
    change(
      path,
      {
        src: picture.src,
        alt,
        width: picture.width,
        height: picture.height,
        // Translations of the same words stay; others translated another picture.
        ...translations(alt === image?.alt),
      },
      { say: `${name}: ${alt || 'a picture without a description yet'}` },
    );
    requestAnimationFrame(() => document.getElementById(altId)?.focus());
  };
  const [status, setStatus] = useState('');
  const [dropping, setDropping] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus(`Uploading ${file.name}…`);
    try {
      const stored = await api.upload(file);
      rememberUpload({ src: stored.src, width: stored.width, height: stored.height });
      setChoosing(false);
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
      requestAnimationFrame(() => document.getElementById(altId)?.focus());
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
        ) : (
          <div className="picture-empty" />
        )}
        <div className="image-fields">
          <div className="field">
            <div className="picture-actions">
              <button
                type="button"
                id={srcId}
                className="secondary"
                aria-describedby={describedBy(srcId, undefined, srcProblems)}
                onClick={() => setChoosing(true)}
              >
                {image?.src ? 'Change picture' : 'Choose a picture'}
              </button>
              {optional && image ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => change(path, undefined, { say: `${name} removed` })}
                >
                  Remove picture
                </button>
              ) : null}
            </div>
            <FieldProblems id={srcId} problems={srcProblems} />
          </div>
          <UploadInput
            id={`${id}-upload`}
            className="field"
            onFile={(file) => void upload(file)}
            status={status || 'A photo or a picture; or drop or paste one here.'}
          />
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
      {choosing ? (
        <PictureLibrary
          current={image?.src || undefined}
          onChoose={pick}
          onUpload={(file) => void upload(file)}
          status={status}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </fieldset>
  );
}
