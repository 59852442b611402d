import { useSite } from '../ui/site-context';
import { ActionLink } from '../ui/Button';
import { Img } from '../ui/Img';
import { SmartLink, unbroken } from '../ui/SmartLink';
import styles from './Footer.module.css';

export function Footer() {
  const { layout, contact } = useSite();
  const { footer } = layout;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <Img image={footer.logo} className={styles.logo} />
          <p>{footer.about}</p>
          <address className={styles.contact}>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{unbroken(contact.phone)}</a>
            <span>{contact.address}</span>
          </address>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2>{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href + link.label}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className={styles.subscribe}>
          <h2>{footer.subscribe.heading}</h2>
          <p>{footer.subscribe.text}</p>
          <ActionLink action={footer.subscribe.action} />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
