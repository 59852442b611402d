import { fill } from '../../content/fill';
import { useWords } from '../../ui/site-context';
import { Img } from '../../ui/Img';
import { LocalDate } from '../../ui/LocalDate';
import { SmartLink } from '../../ui/SmartLink';
import { SectionFoot, SectionHead } from '../../ui/SectionHead';
import type { PostListProps } from './resolve';
import styles from './PostList.module.css';

export function PostList({
  id,
  eyebrow,
  heading,
  intro,
  posts,
  linkLabel,
  action,
  pager,
}: PostListProps) {
  const words = useWords();
  return (
    <section id={id} className="section">
      <div className="container">
        <SectionHead eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.slug}>
              <article className={styles.card}>
                <Img image={post.image} className={styles.image} />
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <LocalDate date={post.date} />
                    <span>{fill(words.byline, { author: post.author })}</span>
                  </p>
                  <h3>{post.title}</h3>
                  <p className={styles.excerpt}>{post.excerpt}</p>
                  <SmartLink
                    href={post.href}
                    className={styles.link}
                    aria-label={`${linkLabel}: ${post.title}`}
                  >
                    {linkLabel}
                    {/* Hidden text makes the link text descriptive for crawlers; the aria-label gives screen
 readers the same words without a pause. */}
                    <span className="visually-hidden">: {post.title}</span>
                  </SmartLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
        {pager && (
          <nav aria-label={pager.label} className={styles.pager}>
            {pager.previous && (
              <SmartLink href={pager.previous.href} rel="prev" className={styles.step}>
                <span aria-hidden="true">←</span>
                {pager.previous.label}
              </SmartLink>
            )}
            <ol>
              {pager.items.map((item, i) => (
                <li
                  key={item.kind === 'page' ? item.n : `gap-${i}`}
                  aria-hidden={item.kind === 'gap' || undefined}
                >
                  {item.kind === 'gap' ? (
                    <span>…</span>
                  ) : (
                    <SmartLink
                      href={item.href}
                      aria-label={item.label}
                      aria-current={item.current ? 'page' : undefined}
                    >
                      {item.n}
                    </SmartLink>
                  )}
                </li>
              ))}
            </ol>
            {pager.next && (
              <SmartLink href={pager.next.href} rel="next" className={styles.step}>
                {pager.next.label}
                <span aria-hidden="true">→</span>
              </SmartLink>
            )}
          </nav>
        )}
        <SectionFoot action={action} />
      </div>
    </section>
  );
}
