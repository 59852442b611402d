import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useHrefIn, useSite, useWords } from '../ui/site-context';
import { LanguageSwitch } from './LanguageSwitch';
import { useScrolledPast } from '../ui/hooks';
import { routeLinkHandlers, useLinkBehaviour } from '../ui/link-context';
import { Img } from '../ui/Img';
import { SmartLink, unbroken } from '../ui/SmartLink';
import { ContactIcon } from '../ui/ContactIcon';
import { telHref, whatsappHref } from '../content/reach';
import styles from './Header.module.css';

/**
 * The fixed top bar: transparent over a page's hero until the page is scrolled past
 * constants.headerSolidAfterPx, solid white otherwise. Below desktop width the links fold
 * into a menu that closes when a link is chosen, on Escape, or on navigation; beside its
 * button, a call and a WhatsApp link stay in reach of the thumb.
 *
 * The menu's toggle is the summary of a <details>, which opens the navigation after it (CSS)
 * before and without script; the app keeps its state in step with the element's `open`.
 */
export function Header({ overHero, path }: { overHero: boolean; path: string }) {
  const { layout, constants, lang, contact } = useSite();
  const words = useWords();
  const local = useHrefIn();
  const { header } = layout;
  const links = useLinkBehaviour();
  const scrolled = useScrolledPast(constants.headerSolidAfterPx);
  const { pathname } = useLocation();
  // The menu is open for one path: navigating anywhere closes it without an extra render.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const menu = useRef<HTMLDetailsElement>(null);

  // A menu opened before the app arrived stays open: as the header hydrates, the app takes the
  // state the page is in (later the toggle event keeps it, and a navigation has closed it).
  useLayoutEffect(() => {
    if (menu.current?.open) setOpenOn(pathname);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const solid = !overHero || scrolled || open;
  const logo = solid ? header.logo : header.logoOnDark;
  return (
    <>
      <a className={styles.skip} href="#main">
        {header.skipLinkLabel}
      </a>
      <header
        className={`${styles.header} ${solid ? styles.solid : styles.transparent}`}
        data-solid={solid ? '' : undefined}
      >
        <div className={`container ${styles.bar}`}>
          <Link
            to={local('/')}
            className={styles.brand}
            {...routeLinkHandlers(links, local('/'), { onClick: close })}
          >
            <Img image={logo} load="eager" />
          </Link>
          {header.reach && (
            <div className={styles.reach}>
              {/* Spaces inside a tel: link are non-breaking, as in every phone number. */}
              <a href={telHref(contact.phone)} className={styles.reachLink}>
                <ContactIcon name="phone" />
                <span className="visually-hidden">{unbroken(header.reach.call)}</span>
              </a>
              {contact.whatsapp && (
                <SmartLink href={whatsappHref(contact.whatsapp)} className={styles.reachLink}>
                  <ContactIcon name="whatsapp" />
                  <span className="visually-hidden">{header.reach.whatsapp}</span>
                </SmartLink>
              )}
            </div>
          )}
          <details
            ref={menu}
            className={styles.menu}
            open={open}
            onToggle={(event) => setOpenOn(event.currentTarget.open ? pathname : null)}
          >
            <summary className={styles.toggle} aria-controls="site-nav">
              <svg
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path className={styles.bars} d="M4 7h16M4 12h16M4 17h16" />
                <path className={styles.cross} d="M6 6l12 12M18 6 6 18" />
              </svg>
              {header.menuLabel}
            </summary>
          </details>
          <nav
            id="site-nav"
            className={styles.nav}
            aria-label={words.mainNavigation}
            data-open={open ? '' : undefined}
          >
            <ul className={styles.list}>
              {header.links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={local(link.href)}
                    end
                    className={styles.link}
                    {...routeLinkHandlers(links, local(link.href), { onClick: close })}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className={styles.buttons}>
              <LanguageSwitch lang={lang} path={path} className={styles.language} />
              <SmartLink href={header.external.href} className={styles.external} onClick={close}>
                {header.external.label}
              </SmartLink>
              <SmartLink href={header.cta.href} className={styles.cta} onClick={close}>
                {header.cta.label}
              </SmartLink>
            </div>
          </nav>
        </div>
      </header>
    </>
  );
}
