interface Props {
  cameIn: { words: string[]; by?: string | undefined };
  onDismiss: () => void;
}

/** What came in from the file on disk while you were editing, until dismissed. */
export function MergeNotice({ cameIn: { words, by }, onDismiss }: Props) {
  if (words.length === 0) return null;
  return (
    <section className="banner merge-notice" aria-labelledby="merge-notice-heading">
      <div>
        <h2 id="merge-notice-heading">
          {by ? `Merged in: changes ${by} saved` : 'Merged in: changes saved elsewhere'}
        </h2>
        <ul>
          {words.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
        <p>Your unsaved changes are kept; save to write both.</p>
      </div>
      <button type="button" className="secondary" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}
