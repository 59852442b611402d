import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { describePath } from '../merge/describe';
import { placeInWords, syntaxInWords } from '../lib/words';
import { problemInWords } from '../lib/problem-words';
import { SiteSchema } from '../../src/schema/site';
import type { EditorProblem } from '../protocol/api-types';
import { ForDevelopers } from './ForDevelopers';

interface Props {
  file: string;
  problems: EditorProblem[];
  /** Takes the editor to the problem's field; without it the list is text only. */
  onGo?: (problem: EditorProblem) => void;
  /** The site as read, to name a problem's page and section as the editor's lists do. */
  site?: unknown;
  /** Only an edit of the file by hand can mend it: the places in the file are shown unfolded. */
  byHand?: boolean;
}

/** Every problem of the check, errors first; each one takes the editor to its field. */
export function ProblemList({ file, problems, onGo, site, byHand = false }: Props) {
  // A grown site has thousands of warnings: the list is drawn again only when the check's
  // answer changes, not on every keystroke of the page it sits beside; the names it gives
  // places are those of the site the answer came with (every change brings a new answer).
  const [answer, setAnswer] = useState({ problems, site });
  if (answer.problems !== problems) setAnswer({ problems, site });
  const go = useRef(onGo);
  useLayoutEffect(() => {
    go.current = onGo;
  });
  const linked = onGo !== undefined;
  return useMemo(
    () => (
      <List
        file={file}
        problems={answer.problems}
        onGo={linked ? (p) => go.current?.(p) : undefined}
        site={answer.site}
        byHand={byHand}
      />
    ),
    [file, answer, linked, byHand],
  );
}

function List({ file, problems, onGo, site, byHand }: Props) {
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
                  <ProblemText problem={p} site={site} />
                </button>
              ) : (
                <p className={`problem ${p.severity}`}>
                  <ProblemText problem={p} site={site} />
                </p>
              )}
              <InTheFile file={file} problem={p} open={byHand} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProblemText({ problem: p, site }: { problem: EditorProblem; site: unknown }) {
  // A file too broken to read has no pages to name: then the place is told by the schema alone.
  const place = site === undefined ? placeInWords(p.at, SiteSchema) : describePath(site, p.at);
  return (
    <>
      <span className="problem-place">{place}</span>
      <span className="problem-message">
        {p.severity === 'warning' ? 'Warning: ' : ''}
        {p.path === '(syntax)' ? syntaxInWords(p.message) : problemInWords(p.message)}
      </span>
    </>
  );
}

/**
 * Where the check found the problem in the file, and its own message, for whoever edits the
 * file by hand: folded away, outside the button that takes the editor to the field.
 */
function InTheFile({
  file,
  problem: p,
  open,
}: {
  file: string;
  problem: EditorProblem;
  open?: boolean;
}) {
  return (
    <ForDevelopers open={open}>
      <code className="problem-where">
        {file}:{p.line}:{p.column} {p.path}: {p.message}
      </code>
    </ForDevelopers>
  );
}
