interface Props {
  onReload: () => void;
  onShowDifference: () => void;
}

/** Shown while site.json has changed on disk under unsaved changes, which Save then refuses. */
export function DiskBanner({ onReload, onShowDifference }: Props) {
  return (
    <div className="banner" role="alert">
      <p>
        <strong>site.json changed on disk</strong> since you opened it (an edit elsewhere or a git
        pull). Saving now would overwrite it, so Save is refused.
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
