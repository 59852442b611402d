import './toast.css';
import { useEffect, useState } from 'react';

/** The shortest time a result stays on screen, and how much longer each word keeps it. */
const SHOWN_MS = 5_000;
const PER_WORD_MS = 250;

/** Results that did not happen as asked, shown in the warning's colours. */
const REFUSED = /^(Not saved|Not published|Cannot|Could not|The check could not)/;

export const toastTone = (text: string): 'done' | 'refused' =>
  REFUSED.test(text) ? 'refused' : 'done';

/** How long a result stays: long enough to read it at a calm pace. */
export const toastMs = (text: string) => Math.max(SHOWN_MS, text.split(/\s+/).length * PER_WORD_MS);

interface Props {
  /** The editor's last announcement; a new value (even the same words again) shows again. */
  said: string;
}

/**
 * What just happened (saved, not saved and why, undone, moved, merged), shown for a few seconds
 * where the eye is, beside the live region that reads it out. It repeats the live region's
 * words, so it is hidden from screen readers (they would hear everything twice); it stays while
 * the pointer rests on it.
 */
export function Toast({ said }: Props) {
  // Each announcement anew (the same words repeated differ invisibly), so its time starts again.
  const [shown, setShown] = useState({ said, text: '' });
  const [held, setHeld] = useState(false);
  if (shown.said !== said) setShown({ said, text: said.trim() });
  const { text } = shown;

  useEffect(() => {
    if (!text || held) return;
    const timer = setTimeout(() => setShown((s) => ({ ...s, text: '' })), toastMs(text));
    return () => clearTimeout(timer);
  }, [shown, text, held]);

  if (!text) return null;
  return (
    <div
      className={`toast ${toastTone(text)}`}
      aria-hidden="true"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
    >
      {text}
    </div>
  );
}
