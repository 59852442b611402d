// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { usePageText } from '../../src/ui/page-text';

function Worded({ word, value }: { word: (value: string) => string; value: string }) {
  const { id, text } = usePageText(() => word(value), value);
  return <time id={id}>{text}</time>;
}

describe('usePageText: a text worded by Intl is read back from the prerendered page', () => {
  it('hydrates with the text the page holds, without wording it again', async () => {
    const served = renderToString(<Worded word={(v) => `served ${v}`} value="1" />);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = served;
    const word = vi.fn((v: string) => `served ${v}`);
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Worded word={word} value="1" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(word).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('served 1');
    container.remove();
  });

  it('words the text when the page does not hold it, and again when what it is worded from changes', async () => {
    const container = document.createElement('div');
    const word = (v: string) => `worded ${v}`;
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<Worded word={word} value="1" />));
    expect(container.textContent).toBe('worded 1');
    await act(async () => root.render(<Worded word={word} value="2" />));
    expect(container.textContent).toBe('worded 2');
  });
});
