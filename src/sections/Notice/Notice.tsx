import { ActionLink } from '../../ui/Button';
import type { NoticeProps } from './schema';
import styles from './Notice.module.css';

export function Notice({ id, code, heading, text, action }: NoticeProps) {
  return (
    <section id={id} className={styles.notice}>
      <div>
        {code && (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        )}
        <h1>
          {code && <span className="visually-hidden">{code}: </span>}
          {heading}
        </h1>
        <p className={styles.text}>{text}</p>
        <ActionLink action={action} />
      </div>
    </section>
  );
}
