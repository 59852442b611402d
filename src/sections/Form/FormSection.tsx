import { useState } from 'react';
import { FormView } from '../../forms/FormView';
import { formTitle } from '../../forms/position';
import type { FormSectionProps } from './resolve';
import styles from './Form.module.css';

export function FormSection({ id, form, banner, intro }: FormSectionProps) {
  // The banner names the opening chosen in the form (as served, none: the neutral title).
  const [chosen, setChosen] = useState('');
  if (!form) return null;
  return (
    <section id={id}>
      {banner && (
        <header className={styles.banner}>
          <div className="container">
            <h1>{formTitle(form, chosen)}</h1>
            {intro && <p>{intro}</p>}
          </div>
        </header>
      )}
      <div className={`container section ${styles.body}`}>
        {!banner && intro && <p>{intro}</p>}
        <FormView form={form} twoColumns onChosen={banner ? setChosen : undefined} />
      </div>
    </section>
  );
}
