import type { ReactNode } from 'react';
import { problemInWords } from '../../lib/problem-words';
import type { EditorProblem } from '../../protocol/api-types';

/** The ids a control points at with aria-describedby: its hint and its problems. */
export function describedBy(id: string, hint: string | undefined, problems: EditorProblem[]) {
  const ids = [hint ? `${id}-hint` : '', problems.length ? `${id}-problems` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Hint({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="hint" id={`${id}-hint`}>
      {text}
    </p>
  ) : null;
}

/** A field's problems, beside it, in the editor's words (the field itself says where). */
export function FieldProblems({ id, problems }: { id: string; problems: EditorProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="field-problems" id={`${id}-problems`}>
      {problems.map((p, i) => (
        <li key={i} className={p.severity}>
          <span className="visually-hidden">
            {p.severity === 'error' ? 'Error: ' : 'Warning: '}
          </span>
          {problemInWords(p.message)}
        </li>
      ))}
    </ul>
  );
}

interface FrameProps {
  id: string;
  label: string;
  hint: string | undefined;
  problems: EditorProblem[];
  optional: boolean;
  children: ReactNode;
}

/** Label, control, hint and problems of one scalar field. */
export function FieldFrame({ id, label, hint, problems, optional, children }: FrameProps) {
  return (
    <div className={`field${problems.some((p) => p.severity === 'error') ? ' invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="optional"> (optional)</span> : null}
      </label>
      {children}
      <Hint id={id} text={hint} />
      <FieldProblems id={id} problems={problems} />
    </div>
  );
}
