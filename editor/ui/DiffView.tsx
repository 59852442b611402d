import type { DiffLine } from '../protocol/api-types';

const SIGN = { add: '+', remove: '-', context: ' ', hunk: '' } as const;

/** A unified diff, one row per line, with the old and new line numbers. */
export function DiffView({ lines, label }: { lines: DiffLine[]; label: string }) {
  if (lines.length === 0) return <p>No changes: the file on disk already says this.</p>;
  const added = lines.filter((l) => l.kind === 'add').length;
  const removed = lines.filter((l) => l.kind === 'remove').length;
  return (
    <>
      <p className="diff-summary">
        {added} {added === 1 ? 'line' : 'lines'} added, {removed} {removed === 1 ? 'line' : 'lines'}{' '}
        removed.
      </p>
      {/* A scrolling region must take focus, or keyboard users cannot scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="diff" role="region" aria-label={label} tabIndex={0}>
        <table>
          <tbody>
            {lines.map((line, i) => (
              <tr key={i} className={`diff-${line.kind}`}>
                <td className="ln">{line.oldLine ?? ''}</td>
                <td className="ln">{line.newLine ?? ''}</td>
                <td className="code">
                  <span className="visually-hidden">
                    {line.kind === 'add' ? 'added: ' : line.kind === 'remove' ? 'removed: ' : ''}
                  </span>
                  {SIGN[line.kind]}
                  {line.text}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
