import { useEffect, useRef, useState, type CSSProperties } from 'react';
import 'swiper/css';
import { fill } from '../../content/fill';
import { useWords } from '../../ui/site-context';
import { Img } from '../../ui/Img';
import { useSeen } from '../../ui/hooks';
import { SectionHead } from '../../ui/SectionHead';
import type { TestimonialsProps } from './resolve';
import { mountCarousel } from './mount-carousel';
import styles from './Testimonials.module.css';

function Stars({ rating }: { rating: number }) {
  const words = useWords();
  return (
    <p className={styles.stars} role="img" aria-label={fill(words.rating, { rating })}>
      {Array.from({ length: rating }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8l-5.3 2.9 1.2-5.9L1.4 7.7l6-.7z" />
        </svg>
      ))}
    </p>
  );
}

const Chevron = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

/**
 * The slides are prerendered as a list that scrolls sideways and snaps to each card, so every
 * testimonial can be read before and without script; Swiper (a separate chunk) is fetched only
 * when the carousel comes near the viewport, and then drives that same scrolling list (its CSS
 * mode). The arrows and dots only appear once it does.
 */
export function Testimonials({ id, heading, intro, items, carousel }: TestimonialsProps) {
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const near = useSeen(root, '300px');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!near || !root.current || !prev.current || !next.current || !dots.current) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    mountCarousel(
      root.current,
      { prev: prev.current, next: next.current, dots: dots.current },
      carousel,
    ).then((unmount) => {
      if (cancelled) unmount();
      else {
        destroy = unmount;
        setReady(true);
      }
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [near, carousel]);

  const style = {
    '--gap': `${carousel.spaceBetween}px`,
    '--slide-h': `${carousel.slideHeight}px`,
    // A dot per card (it loops), drawn by Swiper: their room is kept before it draws them.
    '--cards': items.length,
  } as CSSProperties;
  return (
    <section id={id} className="section">
      <div className="container">
        <SectionHead heading={heading} intro={intro} />
        <div className={styles.carousel} style={style}>
          <div className="swiper" ref={root} data-carousel={ready ? 'ready' : 'static'}>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls, before Swiper drives it and after: the keyboard must reach it to scroll it. */}
            <ul className={`swiper-wrapper ${styles.track}`} tabIndex={0} aria-label={heading}>
              {items.map((t) => (
                <li key={t.name} className={`swiper-slide ${styles.slide}`}>
                  <figure className={styles.card}>
                    <Stars rating={t.rating} />
                    <blockquote className={styles.quote}>
                      <p>{t.quote}</p>
                    </blockquote>
                    <figcaption className={styles.person}>
                      <Img image={t.image} />
                      <span>
                        <cite className={styles.name}>{t.name}</cite>
                        <span className={styles.position}>{t.position}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              ref={prev}
              className={styles.arrow}
              aria-label={carousel.previousLabel}
              disabled={!ready}
            >
              <Chevron d="m15 18-6-6 6-6" />
            </button>
            <div ref={dots} className={styles.dots} />
            <button
              type="button"
              ref={next}
              className={styles.arrow}
              aria-label={carousel.nextLabel}
              disabled={!ready}
            >
              <Chevron d="m9 18 6-6-6-6" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
