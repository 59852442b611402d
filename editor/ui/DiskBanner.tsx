interface Props {
  onReload: () => void;
  onShowDifference: () => void;
}

/** Shown while site.json changed on disk under unsaved changes and cannot be merged (not JSON). */
export function DiskBanner({ onReload, onShowDifference }: Props) {
  return (
    <div className="banner" role="alert">
      <p>
        <strong>The site was changed outside this editor</strong> since you opened it, and the new
        version has a mistake that stops the editor from reading it, so it cannot be merged with
        your changes. Saving now would overwrite it, so Save is refused until it is mended, or until
        you reload it and give up your unsaved changes.
      </p>
      <button type="button" onClick={onReload}>
        Reload the saved site
      </button>
      <button type="button" className="secondary" onClick={onShowDifference}>
        Show difference
      </button>
    </div>
  );
}
