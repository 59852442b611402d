import { Img } from '../../ui/Img';
import { SmartLink } from '../../ui/SmartLink';
import { SectionFoot, SectionHead } from '../../ui/SectionHead';
import type { Card as CardData, CardGridProps } from './schema';
import styles from './CardGrid.module.css';

function Card({ card }: { card: CardData }) {
  return (
    <article className={styles.card}>
      {card.image && <Img image={card.image} className={styles.picture} />}
      <div className={styles.body}>
        {card.icon && <Img image={card.icon} className={styles.iconImage} />}
        <h3>{card.title}</h3>
        {card.text && <p className={styles.text}>{card.text}</p>}
        {card.meta.length > 0 && (
          <dl className={styles.meta}>
            {card.meta.map((m) => (
              <div key={m.label}>
                <dt>{m.label}</dt>
                <dd>{m.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {card.href && card.linkLabel && (
          <SmartLink
            href={card.href}
            className={styles.link}
            aria-label={`${card.linkLabel}: ${card.title}`}
          >
            {card.linkLabel}
            {/* Hidden text makes the link text descriptive for crawlers; the aria-label gives screen
 readers the same words without a pause. */}
            <span className="visually-hidden">: {card.title}</span>
          </SmartLink>
        )}
      </div>
    </article>
  );
}

export function CardGrid({
  id,
  eyebrow,
  heading,
  intro,
  columns,
  variant,
  tone,
  cards,
  action,
}: CardGridProps) {
  return (
    <section
      id={id}
      className={['section', tone === 'tint' && 'section--tint', styles[variant]]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="container">
        <SectionHead eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul
          className={`${styles.grid} ${columns === 4 ? styles.cols4 : columns === 3 ? styles.cols3 : ''}`}
        >
          {cards.map((card) => (
            <li key={card.title} id={card.id}>
              <Card card={card} />
            </li>
          ))}
        </ul>
        <SectionFoot action={action} />
      </div>
    </section>
  );
}
