import type { DataPath } from '../../problem-path';
import { idFor, useFields } from './context';
import { describedBy, FieldProblems, Hint } from './FieldFrame';

interface Props {
  name: string;
  path: DataPath;
  value: unknown;
  optional: boolean;
  hint: string | undefined;
}

interface ImageValue {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
}

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
      },
      { say: `${name}: ${src}${found ? `, ${found.width} by ${found.height} pixels` : ''}` },
    );
  };
  const known = images.some((i) => i.src === image?.src);
  return (
    <fieldset className="group image" id={id}>
      <legend>{name}</legend>
      <Hint id={id} text={hint} />
      <FieldProblems id={id} problems={problemsAt(path)} />
      <div className="image-row">
        {image?.src ? <img src={image.src} alt="" className="thumb" /> : null}
        <div className="image-fields">
          <div className="field">
            <label htmlFor={srcId}>{name}.src</label>
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
                : 'A file in public/.'}
            </p>
            <FieldProblems id={srcId} problems={srcProblems} />
          </div>
          {image ? (
            <div className="field">
              <label htmlFor={altId}>{name}.alt</label>
              <input
                id={altId}
                value={image.alt ?? ''}
                aria-describedby={`${altId}-hint${altProblems.length ? ` ${altId}-problems` : ''}`}
                onChange={(e) =>
                  change([...path, 'alt'], e.target.value, {
                    group: altId,
                    say: `${name}.alt changed`,
                  })
                }
              />
              <p className="hint" id={`${altId}-hint`}>
                What the picture shows, read aloud by screen readers; empty only for decoration.
              </p>
              <FieldProblems id={altId} problems={altProblems} />
            </div>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
