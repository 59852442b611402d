import { loadWhenOnline } from '../../ui/load-when-online';
import type { CarouselSettings } from './schema';

interface Controls {
  prev: HTMLElement;
  next: HTMLElement;
  dots: HTMLElement;
}

/**
 * The slide the visitor has scrolled the prerendered list to (the card at its start), so Swiper
 * starts there and nothing moves when it takes over.
 */
function scrolledTo(element: HTMLElement): number {
  const list = element.querySelector<HTMLElement>('.swiper-wrapper');
  const [first, second] = list ? [...list.children] : [];
  if (!list || !(first instanceof HTMLElement) || !(second instanceof HTMLElement)) return 0;
  return Math.round(list.scrollLeft / (second.offsetLeft - first.offsetLeft));
}

/** Loads Swiper on demand and starts it on prerendered markup; resolves to its teardown. */
export async function mountCarousel(
  element: HTMLElement,
  controls: Controls,
  settings: CarouselSettings,
): Promise<() => void> {
  const [{ default: Swiper }, { Navigation, Pagination, Autoplay, A11y, Keyboard }] =
    await loadWhenOnline(() => Promise.all([import('swiper'), import('swiper/modules')]));
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = new Swiper(element, {
    modules: [Navigation, Pagination, Autoplay, A11y, Keyboard],
    // It moves the list by scrolling it, the way the prerendered list already scrolls.
    cssMode: true,
    initialSlide: scrolledTo(element),
    loop: true,
    slidesPerView: settings.slidesPerView,
    spaceBetween: settings.spaceBetween,
    breakpoints: Object.fromEntries(
      settings.breakpoints.map((b) => [b.minWidth, { slidesPerView: b.slidesPerView }]),
    ),
    navigation: { prevEl: controls.prev, nextEl: controls.next },
    pagination: { el: controls.dots, clickable: true },
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      enabled: true,
      prevSlideMessage: settings.previousLabel,
      nextSlideMessage: settings.nextLabel,
    },
    // Autoplay pauses on hover and touch, and while the tab is hidden (Swiper listens for
    // visibilitychange); keyboard focus pauses it below. No autoplay for reduced motion.
    autoplay: reducedMotion
      ? false
      : { delay: settings.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
  });
  const pause = () => swiper.autoplay?.pause();
  const resume = (event: FocusEvent) => {
    if (!element.parentElement?.contains(event.relatedTarget as Node | null) && !reducedMotion)
      swiper.autoplay?.resume();
  };
  const scope = element.parentElement ?? element;
  scope.addEventListener('focusin', pause);
  scope.addEventListener('focusout', resume);
  return () => {
    scope.removeEventListener('focusin', pause);
    scope.removeEventListener('focusout', resume);
    swiper.destroy(true, true);
  };
}
