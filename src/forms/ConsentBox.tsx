import { CONSENT_FIELD, CONSENT_GIVEN, NOTICE_VERSION_FIELD } from '../base/consent';
import type { ConsentConfig } from '../content/form-config';
import { InlineParts } from '../ui/InlineParts';
import styles from './Form.module.css';

interface ConsentBoxProps {
  consent: ConsentConfig;
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  register: (element: HTMLInputElement | null) => void;
}

/**
 * The form's privacy notice and the box the visitor ticks to agree to it: unticked as served,
 * required by the browser too, and sent with the version of the notice agreed to.
 */
export function ConsentBox({ consent, id, checked, error, onChange, register }: ConsentBoxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.consent}>
      <div className={styles.noticeText}>
        {consent.notice.map((parts, i) => (
          <p key={i}>
            <InlineParts parts={parts} />
          </p>
        ))}
      </div>
      <input type="hidden" name={NOTICE_VERSION_FIELD} value={consent.version} />
      <div className={styles.box}>
        <input
          id={id}
          ref={register}
          type="checkbox"
          name={CONSENT_FIELD}
          value={CONSENT_GIVEN}
          required
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{consent.label}</label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
