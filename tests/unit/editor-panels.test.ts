import { describe, expect, it } from 'vitest';
import { foldsKey, OPEN, readFolds, writeFolds } from '../../editor/ui/workspace/panels';

/** A Storage as localStorage is, in memory. */
function memory(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the side panels, remembered per person', () => {
  const asha = { email: 'Asha@Example.com', name: 'Asha Verma' };
  const ravi = { email: 'ravi@example.com', name: 'Ravi Kumar' };

  it('keeps each account’s panels apart, and a browser’s without accounts apart from both', () => {
    const storage = memory();
    writeFolds(storage, foldsKey(asha), { sections: false, fields: true });
    expect(readFolds(storage, foldsKey(asha))).toEqual({ sections: false, fields: true });
    expect(readFolds(storage, foldsKey(ravi))).toEqual(OPEN);
    expect(readFolds(storage, foldsKey(null))).toEqual(OPEN);
    // An address is one person however it is capitalised when signing in.
    expect(foldsKey({ ...asha, email: 'asha@example.com' })).toBe(foldsKey(asha));
  });

  it('opens the panels when nothing readable was remembered, or the storage refuses', () => {
    const storage = memory();
    storage.items.set(foldsKey(null), 'not json');
    expect(readFolds(storage, foldsKey(null))).toEqual(OPEN);
    storage.items.set(foldsKey(null), '{"sections":"no"}');
    expect(readFolds(storage, foldsKey(null))).toEqual(OPEN);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readFolds(refusing, 'any')).toEqual(OPEN);
    expect(() => writeFolds(refusing, 'any', OPEN)).not.toThrow();
  });
});
