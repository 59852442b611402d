import { RichText } from '../../ui/RichText';
import type { ProseProps } from './schema';
import styles from './Prose.module.css';

export function Prose({ id, eyebrow, heading, body, tone }: ProseProps) {
  return (
    <section id={id} className={`section ${tone === 'tint' ? 'section--tint' : styles.light}`}>
      <div className={`container ${styles.prose}`}>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        {heading && <h2>{heading}</h2>}
        <RichText blocks={body} className={styles.body} headingOffset={heading ? 1 : 0} />
      </div>
    </section>
  );
}
