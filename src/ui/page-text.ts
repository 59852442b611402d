import { useId, useState } from 'react';

/**
 * A text worded by Intl (a date, a number in the site's locale), read back from the prerendered
 * page while hydrating instead of worded again. The first Intl formatter a page makes loads the
 * locale's data: 60–100 ms in one task on a phone-speed CPU, inside hydration. The element that
 * shows the text carries `id`, so the text is found again; on a page the app renders itself
 * (a navigation, the editor's preview), or once `key` (what it is worded from) changes, `word`
 * words it.
 */
export function usePageText(word: () => string, key: string) {
  const id = useId();
  const [shown, setShown] = useState(() => {
    const written = typeof document === 'undefined' ? null : document.getElementById(id);
    return { key, text: written?.textContent ?? word() };
  });
  if (shown.key === key) return { id, text: shown.text };
  const next = { key, text: word() };
  setShown(next);
  return { id, text: next.text };
}
