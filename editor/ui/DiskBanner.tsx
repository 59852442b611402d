interface Props {
  onReload: () => void;
  onShowDifference: () => void;
}

/** Shown while site.json changed on disk under unsaved changes and cannot be merged (not JSON). */
export function DiskBanner({ onReload, onShowDifference }: Props) {
  return (
    <div className="banner" role="alert">
      <p>
        <strong>site.json changed on disk</strong> since you opened it, and cannot be merged with
        your changes until it is valid JSON again. Saving now would overwrite it, so Save is
        refused.
      </p>
      <button type="button" onClick={onReload}>
        Reload from disk
      </button>
      <button type="button" className="secondary" onClick={onShowDifference}>
        Show difference
      </button>
    </div>
  );
}
