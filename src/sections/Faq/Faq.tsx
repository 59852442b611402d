import { Img } from '../../ui/Img';
import { RichText } from '../../ui/RichText';
import { SectionHead } from '../../ui/SectionHead';
import type { FaqProps } from './resolve';
import styles from './Faq.module.css';

/**
 * An accordion of native disclosures: each question is the summary of a <details>, so click,
 * Enter and Space open and close it before and without script, and the app, once live, has
 * nothing to take over. Closed answers stay in the HTML for search engines, and find-in-page
 * opens the one it finds; the browser keeps focus out of them while closed.
 */
export function Faq({ id, heading, intro, items, image, openIndex }: FaqProps) {
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
            {items.map((item, index) => (
              // `open` only as the page is first drawn: the visitor opens and closes rows from
              // then on, and React never sets it again (the value it renders does not change).
              <details key={item.title} className={styles.item} open={index === openIndex}>
                <summary className={styles.trigger}>
                  <h3>{item.title}</h3>
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
                </summary>
                <RichText blocks={item.content} className={styles.answer} headingOffset={1} />
              </details>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
