import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { routeLinkHandlers, useLinkBehaviour } from './link-context';
import { useHrefIn, useWords } from './site-context';
import { FILES_IN_EVERY_LANGUAGE } from '../base/languages';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** A phone number that never breaks across lines. */
export const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * Internal paths use client navigation (their data fetched on intent); other sites open in a
 * new tab without an opener.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const behaviour = useLinkBehaviour();
  const words = useWords();
  const local = useHrefIn();
  if (href.startsWith('/') && !/\.(xml|txt|pdf)$/.test(href.split(/[?#]/)[0] ?? '')) {
    return (
      <Link to={local(href)} {...rest} {...routeLinkHandlers(behaviour, local(href), rest)}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('https:')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> {words.opensInNewTab}</span>
      </a>
    );
  }
  const file = FILES_IN_EVERY_LANGUAGE.includes(href.split(/[?#]/)[0] ?? '');
  return (
    <a href={file ? local(href) : href} {...rest}>
      {href.startsWith('tel:') && typeof children === 'string' ? unbroken(children) : children}
    </a>
  );
}
