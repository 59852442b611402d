import { useEffect, useRef } from 'react';
import { ActionLink } from '../../ui/Button';
import { Img } from '../../ui/Img';
import { prefersLessData } from '../../ui/less-data';
import type { HeroProps } from './schema';
import { headingId, playsInFrame } from './traits';
import styles from './Hero.module.css';

type VideoBackground = Extract<NonNullable<HeroProps['background']>, { kind: 'video' }>;

/**
 * The poster is the first paint; the video is fetched only after the page has loaded, and
 * never for visitors who prefer reduced motion, save data or are on a slow connection.
 */
function BackgroundVideo({ video }: { video: VideoBackground }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const start = () => {
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || prefersLessData())
        return;
      element.src = video.src;
      element.play().catch(() => {
        // Autoplay refused (e.g. a power-saving mode): the poster stays, which is fine.
      });
    };
    // A task of its own, not a part of hydration's effects: the media query and the start of
    // the video together took a phone-speed CPU about 50 ms.
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(start, 0);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      window.clearTimeout(timer);
    };
  }, [video.src]);

  return (
    <div className={styles.media}>
      {/* The poster belongs to the video itself, so the frames that follow it are the same
          element as the first paint and never count as a later, larger paint. */}
      <video
        ref={ref}
        poster={video.poster.src}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      >
        {video.fallbackText}
      </video>
    </div>
  );
}

export function Hero({ size, eyebrow, heading, text, actions, background, id }: HeroProps) {
  const embedded = playsInFrame(background);
  return (
    <section
      id={id}
      className={`${styles.hero} ${styles[size]}`}
      aria-labelledby={headingId(id)}
      data-hero
    >
      {background?.kind === 'image' && (
        <div className={styles.media}>
          <Img image={{ ...background.image, alt: '' }} load="priority" />
        </div>
      )}
      {background?.kind === 'video' && !embedded && <BackgroundVideo video={background} />}
      {background?.kind === 'video' && embedded && (
        <div className={styles.media}>
          <Img image={background.poster} load="priority" />
          <iframe
            src={background.src}
            title={background.fallbackText}
            allow="autoplay; encrypted-media"
            loading="lazy"
            tabIndex={-1}
          />
        </div>
      )}
      <div className={`container ${styles.content}`}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={headingId(id)}>{heading}</h1>
        {text && <p className={styles.text}>{text}</p>}
        {actions.length > 0 && (
          <div className={styles.actions}>
            {actions.map((action) => (
              <ActionLink key={action.href + action.label} action={action} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
