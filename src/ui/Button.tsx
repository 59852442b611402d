import type { Action } from '../schema/primitives';
import { SmartLink } from './SmartLink';
import styles from './Button.module.css';

export type ButtonVariant = Action['variant'];

export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return `${styles.button} ${styles[variant]}`;
}

/** A link that looks like a button, from an action in site.json. */
export function ActionLink({
  action,
  className,
  onClick,
}: {
  action: Action;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <SmartLink
      href={action.href}
      className={`${buttonClass(action.variant)}${className ? ` ${className}` : ''}`}
      onClick={onClick}
    >
      {action.label}
    </SmartLink>
  );
}
