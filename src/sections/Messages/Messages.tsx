import { Img } from '../../ui/Img';
import { SectionHead } from '../../ui/SectionHead';
import type { MessagesProps } from './schema';
import styles from './Messages.module.css';

export function Messages({ id, heading, intro, people }: MessagesProps) {
  return (
    <section id={id} className="section">
      <div className="container">
        <SectionHead heading={heading} intro={intro} />
        <ul className={styles.list}>
          {people.map((person) => (
            <li key={person.name}>
              <figure className={styles.card}>
                <Img image={person.image} />
                <blockquote className={styles.message}>
                  <p>{person.message}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <cite className={styles.name}>{person.name}</cite>
                  <span className={styles.role}>{person.role}</span>
                  <span className={styles.qualification}>{person.qualification}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
