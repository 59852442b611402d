import type { Action } from '../schema/primitives';
import { ActionLink } from './Button';

/** A section's head: the small line above its heading, the heading (h2), the introduction. */
export function SectionHead({
  eyebrow,
  heading,
  intro,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
}) {
  return (
    <div className="section-head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2>{heading}</h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}

/** A section's foot: the button under its content, when it has one. */
export function SectionFoot({ action }: { action?: Action }) {
  if (!action) return null;
  return (
    <div className="section-foot">
      <ActionLink action={action} />
    </div>
  );
}
