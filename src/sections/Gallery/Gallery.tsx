import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { Img } from '../../ui/Img';
import { loadWhenOnline } from '../../ui/load-when-online';
import { loadMotionFeatures } from '../../ui/load-motion';
import { isPlainClick } from '../../ui/link-context';
import { useHydrated } from '../../ui/hooks';
import { SectionHead } from '../../ui/SectionHead';
import type { ShownImage } from '../../content/images/responsive';
import type { GalleryProps } from './schema';
import styles from './Gallery.module.css';

/** Its photos come with the candidates of their full-screen view too (`zoomSlots`). */
type Props = Omit<GalleryProps, 'images'> & { images: ShownImage[] };

let zoomed: Promise<typeof import('./on-intent/Zoomed')> | undefined;
// The full-screen view and its animation code, asked for once, when a picture is about to open.
const loadZoomed = () => {
  zoomed ??= Promise.all([
    loadWhenOnline(() => import('./on-intent/Zoomed')),
    loadMotionFeatures(),
  ]).then(([module]) => module);
  return zoomed;
};
const Zoomed = lazy(() => loadZoomed().then((module) => ({ default: module.Zoomed })));

/**
 * Thumbnails are links to the full-size picture, which they open before and without script; once
 * the app is live a plain click opens the zoomed view instead, a modal <dialog>, so focus is
 * trapped inside, Escape closes it, and the browser returns focus to the thumbnail that opened it.
 */
export function Gallery({ id, heading, intro, images, closeLabel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const current = selected === null ? undefined : images[selected];
  // Only the app opens the dialog: until then a thumbnail is a plain link to its picture.
  const live = useHydrated();

  const open = (index: number) => {
    setSelected(index);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  // The image sits on a full-screen stage: any click that is not on the image hit the backdrop.
  const onStageClick = (event: MouseEvent) =>
    !(event.target instanceof HTMLImageElement) && close();

  return (
    <section id={id} className="section">
      <div className="container">
        <SectionHead heading={heading} intro={intro} />
        <ul className={styles.grid}>
          {images.map((image, index) => (
            <li key={image.src}>
              <a
                href={image.src}
                className={styles.thumb}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  open(index);
                }}
                onPointerEnter={loadZoomed}
                onFocus={loadZoomed}
                aria-haspopup={live ? 'dialog' : undefined}
              >
                <Img image={image} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-label={current?.alt ?? heading}
        onClose={() => setSelected(null)}
      >
        <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
          ×
        </button>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; Escape and the × button close it from the keyboard. */}
        <div className={styles.stage} onClick={onStageClick} data-gallery-stage="">
          {current && (
            <Suspense>
              {/* Keyed by picture, so each one shown plays its entrance. */}
              <Zoomed key={current.src} image={current} />
            </Suspense>
          )}
        </div>
      </dialog>
    </section>
  );
}
