import { useId, useState } from 'react';
import { Img } from '../../ui/Img';
import { RichText } from '../../ui/RichText';
import { SectionHead } from '../../ui/SectionHead';
import type { FaqProps } from './resolve';
import styles from './Faq.module.css';

/**
 * An accordion of native buttons (click, Enter and Space all toggle). Closed answers stay in
 * the HTML for search engines and find-in-page, but are inert so focus skips their links.
 */
export function Faq({ id, heading, intro, items, image, openIndex }: FaqProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(openIndex === undefined ? [] : [openIndex]),
  );
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <section id={id} className="section section--tint">
      <div className="container">
        <SectionHead heading={heading} intro={intro} />
        <div className={styles.grid}>
          {image && (
            <div className={styles.illustration}>
              <Img image={image} />
            </div>
          )}
          <div className={styles.list}>
            {items.map((item, index) => {
              const isOpen = open.has(index);
              const buttonId = `${base}-q${index}`;
              const panelId = `${base}-a${index}`;
              return (
                <div key={item.title} className={styles.item}>
                  <h3>
                    <button
                      type="button"
                      id={buttonId}
                      className={styles.trigger}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => toggle(index)}
                    >
                      {item.title}
                      <svg
                        className={styles.arrow}
                        viewBox="0 0 24 24"
                        aria-hidden="true"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d="m6 9 6 6 6-6" />
                      </svg>
                    </button>
                  </h3>
                  <section
                    id={panelId}
                    aria-labelledby={buttonId}
                    className={styles.panel}
                    data-open={isOpen ? '' : undefined}
                    inert={!isOpen}
                  >
                    <div>
                      <RichText blocks={item.content} className={styles.answer} headingOffset={1} />
                    </div>
                  </section>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
