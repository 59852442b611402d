import { Inline } from '../../ui/RichText';
import { SectionFoot, SectionHead } from '../../ui/SectionHead';
import type { ChecklistProps } from './schema';
import styles from './Checklist.module.css';

export function Checklist({ id, eyebrow, heading, intro, items, tone, action }: ChecklistProps) {
  return (
    <section id={id} className={`section${tone === 'tint' ? ' section--tint' : ''}`}>
      <div className="container">
        <SectionHead eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item} className={styles.item}>
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <circle cx="12" cy="12" r="10" />
                <path d="m8 12.5 2.5 2.5L16 9.5" />
              </svg>
              <span>
                <Inline text={item} />
              </span>
            </li>
          ))}
        </ul>
        <SectionFoot action={action} />
      </div>
    </section>
  );
}
