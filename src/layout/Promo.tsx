import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useSite } from '../ui/site-context';
import { loadWhenOnline } from '../ui/load-when-online';
import { loadMotionFeatures } from '../ui/load-motion';
import styles from './Promo.module.css';

type Panel = (typeof import('./PromoPanel'))['PromoPanel'];

// The panel and the animation code come when the pop-up is about to open, not with the page;
// it opens once both are in, so it appears whole and animated.
const loadPanel = () =>
  Promise.all([loadWhenOnline(() => import('./PromoPanel')), loadMotionFeatures()]).then(
    ([module]) => module.PromoPanel,
  );

const SHOWN_KEY = 'promo-shown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) !== null;
  } catch {
    return false; // Storage blocked: show it, at worst once per page load.
  }
}

function rememberShown() {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Storage blocked or full: nothing to remember it in.
  }
}

/**
 * The promotional pop-up: a modal <dialog> (focus stays inside, Escape closes it) that opens
 * constants.promoDelayMs after load, once per browser session. Close, a click on the backdrop
 * and the main button all hide it.
 */
export function Promo() {
  const { layout, constants } = useSite();
  const promo = layout.promo;
  const ref = useRef<HTMLDialogElement>(null);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (!promo || alreadyShown()) return;
    let timer = 0;
    let gone = false;
    // While the dev server shows site.json's errors, the pop-up waits: it would cover them.
    const errorsShown = () =>
      import.meta.env.DEV && document.querySelector('vite-error-overlay') !== null;
    const arm = () => {
      timer = window.setTimeout(() => {
        if (errorsShown()) return arm();
        void loadPanel().then((panel) => {
          if (gone) return;
          // …also when they came while its panel was loading.
          if (errorsShown()) return arm();
          rememberShown();
          setPanel(() => panel);
          setOpen(true);
        });
      }, constants.promoDelayMs);
    };
    arm();
    return () => {
      gone = true;
      window.clearTimeout(timer);
    };
  }, [promo, constants.promoDelayMs]);

  // An error display that arrives while the pop-up is open is not hidden behind it.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const hide = () => ref.current?.close();
    hot.on('vite:error', hide);
    return () => hot.off('vite:error', hide);
  }, []);

  // Shown only once its content is in the DOM: a dialog that grew after appearing was a layout
  // shift (CLS 0.26 measured with real throttling).
  useLayoutEffect(() => {
    if (open && Panel && ref.current && !ref.current.open) ref.current.showModal();
  }, [open, Panel]);

  if (!promo) return null;
  const close = () => ref.current?.close();
  // The panel fills the dialog, so a click whose target is the dialog itself hit the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) =>
    event.target === event.currentTarget && close();

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- backdrop click is a pointer shortcut; Escape and the Close button are the keyboard paths.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => setOpen(false)}
      onClick={onClick}
    >
      {open && Panel && <Panel promo={promo} titleId={titleId} close={close} />}
    </dialog>
  );
}
