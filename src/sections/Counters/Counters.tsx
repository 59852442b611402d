import { useId } from 'react';
import { Counter } from '../../ui/Counter';
import type { CountersProps } from './schema';
import styles from './Counters.module.css';

export function Counters({ id, heading, items }: CountersProps) {
  const headingId = useId();
  return (
    <section id={id} className={styles.band} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {heading && (
          <h2 id={headingId} className="visually-hidden">
            {heading}
          </h2>
        )}
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.label}>
              <strong className={styles.value}>
                <Counter value={item.value} suffix={item.suffix} />
              </strong>
              <span className={styles.label}>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
