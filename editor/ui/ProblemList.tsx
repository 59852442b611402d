import { useLayoutEffect, useMemo, useRef } from 'react';
import { placeInWords } from './words/words';
import { SiteSchema } from '../../src/schema/site';
import type { EditorProblem } from '../api-types';

interface Props {
  file: string;
  problems: EditorProblem[];
  /** Takes the editor to the problem's field; without it the list is text only. */
  onGo?: (problem: EditorProblem) => void;
}

/** Every problem of the check, errors first; each one takes the editor to its field. */
export function ProblemList({ file, problems, onGo }: Props) {
  // A grown site has thousands of warnings: the list is drawn again only when the check's
  // answer changes, not on every keystroke of the page it sits beside.
  const go = useRef(onGo);
  useLayoutEffect(() => {
    go.current = onGo;
  });
  const linked = onGo !== undefined;
  return useMemo(
    () => (
      <List file={file} problems={problems} onGo={linked ? (p) => go.current?.(p) : undefined} />
    ),
    [file, problems, linked],
  );
}

function List({ file, problems, onGo }: Props) {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  return (
    <section className="panel problems" aria-labelledby="problems-heading">
      <h2 id="problems-heading" tabIndex={-1}>
        Problems{' '}
        <span className="count">
          {errors.length} {errors.length === 1 ? 'error' : 'errors'}, {warnings.length}{' '}
          {warnings.length === 1 ? 'warning' : 'warnings'}
        </span>
      </h2>
      {problems.length === 0 ? (
        <p className="hint">No problems: the check passes.</p>
      ) : (
        <ul className="problem-list">
          {[...errors, ...warnings].map((p, i) => (
            <li key={i}>
              {onGo ? (
                <button type="button" className={`problem ${p.severity}`} onClick={() => onGo(p)}>
                  <ProblemText file={file} problem={p} />
                </button>
              ) : (
                <p className={`problem ${p.severity}`}>
                  <ProblemText file={file} problem={p} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProblemText({ file, problem: p }: { file: string; problem: EditorProblem }) {
  return (
    <>
      <span className="problem-place">{placeInWords(p.at, SiteSchema)}</span>
      <span className="problem-where">
        {file}:{p.line}:{p.column} {p.path}
      </span>
      <span className="problem-message">
        {p.severity === 'warning' ? 'warning: ' : ''}
        {p.message}
      </span>
    </>
  );
}
