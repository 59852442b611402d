import { useWords } from '../../ui/site-context';
import { FormView } from '../../forms/FormView';
import { SmartLink, unbroken } from '../../ui/SmartLink';
import { ContactIcon } from '../../ui/ContactIcon';
import { telHref, whatsappHref } from '../../content/reach';
import type { ContactProps } from './resolve';
import styles from './Contact.module.css';

const SOCIAL_PATHS = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  linkedin:
    'M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.5 0 4.5 2.2 4.5 5.4V20h-4v-5.2c0-1.4-.3-2.6-1.8-2.6s-2.2 1.1-2.2 2.6V20h-4z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  x: 'M4 4h4.5l4 5.6L17.5 4H20l-6.3 7.3L20.5 20H16l-4.3-6-5.2 6H4l6.6-7.6z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
} as const;

export function Contact({ id, heading, intro, labels, details, socials, form, map }: ContactProps) {
  const words = useWords();
  return (
    <section id={id} className="section">
      <div className={`container ${styles.grid}`}>
        <div>
          <h2>{heading}</h2>
          <p className={styles.intro}>{intro}</p>
          <ul className={styles.details}>
            <li className={styles.detail}>
              <ContactIcon name="email" />
              <div>
                <h3>{labels.email}</h3>
                <a href={`mailto:${details.email}`}>{details.email}</a>
              </div>
            </li>
            <li className={styles.detail}>
              <ContactIcon name="phone" />
              <div>
                <h3>{labels.phone}</h3>
                <a href={telHref(details.phone)}>{unbroken(details.phone)}</a>
              </div>
            </li>
            {details.whatsapp && labels.whatsapp && (
              <li className={styles.detail}>
                <ContactIcon name="whatsapp" />
                <div>
                  <h3>{labels.whatsapp}</h3>
                  <SmartLink href={whatsappHref(details.whatsapp)}>
                    {unbroken(details.whatsapp.number)}
                  </SmartLink>
                </div>
              </li>
            )}
            <li className={styles.detail}>
              <ContactIcon name="address" />
              <div>
                <h3>{labels.address}</h3>
                <a href={details.mapsHref} target="_blank" rel="noopener noreferrer">
                  {details.address}
                  <span className="visually-hidden"> {words.opensMapInNewTab}</span>
                </a>
              </div>
            </li>
          </ul>
          {socials.length > 0 && (
            <ul className={styles.socials}>
              {socials.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label} ${words.opensInNewTab}`}
                  >
                    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                      <path d={SOCIAL_PATHS[social.network]} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {form && <FormView form={form} />}
      </div>
      {map && (
        <div className="container">
          <div className={styles.map}>
            <iframe
              src={map.src}
              title={map.title}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
          </div>
        </div>
      )}
    </section>
  );
}
