import { m } from 'framer-motion';
import type { Layout } from '../schema/layout';
import { ActionLink, buttonClass } from '../ui/Button';
import { Motion } from '../ui/Motion';
import styles from './Promo.module.css';

interface Props {
  promo: NonNullable<Layout['promo']>;
  titleId: string;
  close: () => void;
}

/** The pop-up's content, with its entrance: its own chunk, fetched only when it is to open. */
export function PromoPanel({ promo, titleId, close }: Props) {
  return (
    <Motion>
      <m.div
        className={styles.panel}
        initial={{ opacity: 0, y: 16, scale: 0.97 }}
        animate={{ opacity: 1, y: 0, scale: 1 }}
        transition={{ duration: 0.25 }}
      >
        <h2 id={titleId}>{promo.heading}</h2>
        <p>{promo.text}</p>
        <ul className={styles.points}>
          {promo.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            {promo.closeLabel}
          </button>
          <ActionLink action={promo.action} onClick={close} />
        </div>
      </m.div>
    </Motion>
  );
}
