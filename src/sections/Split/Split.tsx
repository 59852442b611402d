import { ActionLink } from '../../ui/Button';
import { Counter } from '../../ui/Counter';
import { Img } from '../../ui/Img';
import { RichText } from '../../ui/RichText';
import type { SplitProps } from './schema';
import styles from './Split.module.css';

export function Split({ id, eyebrow, heading, body, image, imageSide, stats, action }: SplitProps) {
  return (
    <section id={id} className="section">
      <div className={`container ${styles.grid} ${imageSide === 'left' ? styles.left : ''}`}>
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2>{heading}</h2>
          <RichText blocks={body} className={styles.body} headingOffset={1} />
          {stats.length > 0 && (
            <ul className={styles.stats}>
              {stats.map((stat) => (
                <li key={stat.label} className={styles.stat}>
                  <strong className={styles.value}>
                    <Counter value={stat.value} suffix={stat.suffix} />
                  </strong>
                  <span className={styles.label}>{stat.label}</span>
                </li>
              ))}
            </ul>
          )}
          {action && <ActionLink action={action} />}
        </div>
        <div className={styles.media}>
          <Img image={image} />
        </div>
      </div>
    </section>
  );
}
