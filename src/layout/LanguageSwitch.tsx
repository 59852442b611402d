import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
  TRANSLATED_LANGUAGES,
  hrefIn,
  splitLanguage,
  type SiteLanguage,
} from '../i18n/languages';

const noSubscription = () => () => {};

/**
 * Links to this page in the other languages, each named in its own language. A plain link, so
 * the next page arrives with its own header and words, and it works without script; once the
 * app runs it keeps the query too (`/apply?job=…`), which the prerendered page cannot know.
 */
export function LanguageSwitch({ lang, className }: { lang: SiteLanguage; className?: string }) {
  const { pathname, search } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { base } = splitLanguage(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  const others = [DEFAULT_LANGUAGE, ...TRANSLATED_LANGUAGES].filter((l) => l !== lang);
  return others.map((other) => {
    const { tag, ownName } = SITE_LANGUAGES[other];
    return (
      <a
        key={other}
        href={`${hrefIn(other, base)}${hydrated ? search : ''}`}
        hrefLang={tag}
        lang={tag}
        className={className}
      >
        {ownName}
      </a>
    );
  });
}
