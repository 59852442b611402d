import { m } from 'framer-motion';
import { Img } from '../../../ui/Img';
import { Motion } from '../../../ui/Motion';
import type { ShownImage } from '../../../content/images/responsive';
import styles from '../Gallery.module.css';

/**
 * The picture on the full-screen stage, with its entrance: a chunk of its own (with the
 * animation code), fetched when the visitor is about to open a picture, not with the gallery.
 */
export function Zoomed({ image }: { image: ShownImage }) {
  return (
    <Motion>
      <m.div
        className={styles.zoomed}
        initial={{ opacity: 0, scale: 0.94 }}
        animate={{ opacity: 1, scale: 1 }}
        transition={{ duration: 0.2 }}
      >
        {/* The candidates of the full-screen view, not the thumbnail's (one ladder for both). */}
        <Img image={{ ...image, responsive: image.zoomed }} load="eager" />
      </m.div>
    </Motion>
  );
}
