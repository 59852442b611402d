import { Img } from '../../ui/Img';
import { LocalDate } from '../../ui/LocalDate';
import { RichText } from '../../ui/RichText';
import type { ArticleProps } from './resolve';
import styles from './Article.module.css';

export function Article({ id, title, image, author, date, body, publishedByLabel }: ArticleProps) {
  return (
    <article id={id}>
      <header className={styles.banner}>
        <div className="container">
          <h1>{title}</h1>
          <p className={styles.byline}>
            {publishedByLabel} <strong>{author}</strong> · <LocalDate date={date} />
          </p>
        </div>
      </header>
      <div className={`container ${styles.article}`}>
        {image && (
          <figure className={styles.figure}>
            <Img image={image} load="priority" />
          </figure>
        )}
        <RichText blocks={body} className={styles.body} />
      </div>
    </article>
  );
}
