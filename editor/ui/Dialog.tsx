import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/** A modal dialog (the browser's own: focus trap, Escape, inert background). */
export function Dialog({ title, onClose, children, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // No close() on cleanup: its "close" event would end a dialog that is only being re-run
  // (StrictMode); leaving the page takes an open dialog with it.
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'wide' : undefined}
      aria-labelledby="dialog-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <div className="dialog-head">
        <h2 id="dialog-title">{title}</h2>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
}
