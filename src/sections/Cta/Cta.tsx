import { ActionLink } from '../../ui/Button';
import { Img } from '../../ui/Img';
import type { CtaProps } from './schema';
import styles from './Cta.module.css';

export function Cta({ id, heading, text, actions, background }: CtaProps) {
  return (
    <section id={id} className={styles.cta}>
      {background && <Img image={background} className={styles.background} />}
      <div className="container">
        <h2>{heading}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <div className={styles.actions}>
          {actions.map((action) => (
            <ActionLink key={action.href + action.label} action={action} />
          ))}
        </div>
      </div>
    </section>
  );
}
