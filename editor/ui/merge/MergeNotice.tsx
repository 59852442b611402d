interface Props {
  cameIn: string[];
  onDismiss: () => void;
}

/** What came in from the file on disk while you were editing, until dismissed. */
export function MergeNotice({ cameIn, onDismiss }: Props) {
  if (cameIn.length === 0) return null;
  return (
    <section className="banner merge-notice" aria-labelledby="merge-notice-heading">
      <div>
        <h2 id="merge-notice-heading">Merged in: changes saved elsewhere</h2>
        <ul>
          {cameIn.map((words) => (
            <li key={words}>{words}</li>
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
