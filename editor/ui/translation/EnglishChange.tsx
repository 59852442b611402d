import { diffWords } from 'diff';
import { englishChange } from '../../../src/i18n/messages';

/** What changed in the English since the translation was made: words struck out and added. */
export function EnglishChange({ from, now }: { from: unknown; now: unknown }) {
  if (typeof from !== 'string' || typeof now !== 'string')
    return <p className="english-change">The English changed: {englishChange(from, now)}.</p>;
  return (
    <p className="english-change">
      The English changed:{' '}
      {diffWords(from, now).map((part, i) =>
        part.removed ? (
          <del key={i}>{part.value}</del>
        ) : part.added ? (
          <ins key={i}>{part.value}</ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}
