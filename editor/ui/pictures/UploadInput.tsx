interface Props {
  id: string;
  className: string;
  onFile: (file: File) => void;
  /** What the last upload said, or what to upload when there was none. */
  status: string;
}

/** "Upload image": a photo chosen from this computer or phone, and what became of it. */
export function UploadInput({ id, className, onFile, status }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id}>Upload image</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <p className="hint upload-status" id={`${id}-status`} role="status">
        {status}
      </p>
    </div>
  );
}
