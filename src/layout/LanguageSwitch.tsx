import { useHydrated } from '../ui/hooks';
import { useLocation } from 'react-router-dom';
import {
  SITE_LANGUAGES,
  hrefIn,
  splitLanguage,
  type SiteLanguage,
  ALL_LANGUAGES,
} from '../base/languages';

/**
 * Links to this page in the other languages, each named in its own language. A plain link, so
 * the next page arrives with its own header and words, and it works without script; once the
 * app runs it keeps the query too (`/apply?job=…`), which the prerendered page cannot know.
 */
export function LanguageSwitch({
  lang,
  path,
  className,
}: {
  lang: SiteLanguage;
  /** The route the page's data was made for (the not-found page's is "/404"). */
  path: string;
  className?: string;
}) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const page = splitLanguage(path).base;
  // From the not-found page, the other language's home page.
  const base = page === '/404' ? '/' : page;
  const others = ALL_LANGUAGES.filter((l) => l !== lang);
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
