import { FormView, useFormContext } from '../../forms/FormView';
import { fillPosition } from '../../forms/validate';
import type { FormConfig } from '../../schema/forms/form';
import type { FormSectionProps } from './resolve';
import styles from './Form.module.css';

function Banner({ form, intro }: { form: FormConfig; intro?: string }) {
  const position = useFormContext(form);
  return (
    <header className={styles.banner}>
      <div className="container">
        <h1>{fillPosition(form.title, position)}</h1>
        {intro && <p>{intro}</p>}
      </div>
    </header>
  );
}

export function FormSection({ id, form, banner, intro }: FormSectionProps) {
  if (!form) return null;
  return (
    <section id={id}>
      {banner && <Banner form={form} intro={intro} />}
      <div className={`container section ${styles.body}`}>
        {!banner && intro && <p>{intro}</p>}
        <FormView form={form} twoColumns />
      </div>
    </section>
  );
}
