import { nodeOf, unwrap, type Schema } from '../schema/introspect';
import type { Translations } from '../schema/text';
import { optionOf, textFieldsOf, textUnitOf } from '../schema/text-fields';
import { isTranslatedLanguage } from '../base/languages';
import { isCurrent, isEmpty } from './state';

/**
 * A read-only view of site data in one language, made as it is read: a copy of a site of ten
 * thousand routes per language (and per thread) held gigabytes, while a page reads only its own
 * page or post and the layout. Each object read is wrapped once per view (a WeakMap keeps the
 * wrapper's identity, so caches keyed by an object or array still hit), and a text field gives
 * its translation at the moment it is read; nothing of the site is copied. No text object shows
 * its translations.
 */
export interface ViewRule {
  /** The text a field shows, from the object holding it (undefined: the English as it is). */
  text?: (object: Record<string, unknown>, name: string, field: Schema) => unknown;
}

export function viewOf<T>(schema: Schema, data: T, rule: ViewRule): T {
  const wrapped = new WeakMap<object, unknown>();
  const handlers = new Map<Schema, ProxyHandler<object>>();

  const view = (schema: Schema, value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    let found = wrapped.get(value);
    if (found === undefined) {
      const here = optionOf(unwrap(schema).inner, value);
      if (textUnitOf(here)) return value;
      wrapped.set(value, (found = new Proxy(value, handlerFor(here))));
    }
    return found;
  };

  const handlerFor = (here: Schema): ProxyHandler<object> => {
    let handler = handlers.get(here);
    if (!handler) handlers.set(here, (handler = makeHandler(here)));
    return handler;
  };

  const makeHandler = (here: Schema): ProxyHandler<object> => {
    const node = nodeOf(here);
    const texts = new Map(textFieldsOf(here).map((f) => [f.name, f.schema]));
    const hides = (key: string | symbol) => texts.size > 0 && isTranslatedLanguage(key);
    const read = (target: object, key: string | symbol): unknown => {
      const value: unknown = Reflect.get(target, key);
      if (typeof key === 'symbol') return value;
      if (node.kind === 'array')
        return Array.isArray(target) && /^\d+$/.test(key) ? view(node.item, value) : value;
      if (node.kind === 'record')
        return Object.hasOwn(target, key) ? view(node.value, value) : value;
      if (node.kind !== 'object' || !Object.hasOwn(target, key)) return value;
      const field = texts.get(key);
      if (field) {
        const object = target as Record<string, unknown>;
        return rule.text && !isEmpty(value) ? rule.text(object, key, field) : value;
      }
      const inner = node.fields[key];
      return inner ? view(inner, value) : value;
    };
    return {
      get: (target, key) => (hides(key) ? undefined : read(target, key)),
      has: (target, key) => !hides(key) && Reflect.has(target, key),
      ownKeys: (target) => Reflect.ownKeys(target).filter((key) => !hides(key)),
      getOwnPropertyDescriptor: (target, key) => {
        if (hides(key)) return undefined;
        const own = Reflect.getOwnPropertyDescriptor(target, key);
        if (!own || !('value' in own) || !own.configurable) return own;
        return { ...own, value: read(target, key) };
      },
      set: () => false,
      deleteProperty: () => false,
      defineProperty: () => false,
    };
  };

  return view(schema, data) as T;
}

/** The text `lang` shows for a field: its current translation, else the English (`mark`ed). */
export function translatedText(
  lang: string,
  mark: ((english: unknown) => unknown) | undefined,
): NonNullable<ViewRule['text']> {
  return (object, name, field) => {
    const english = object[name];
    const entry = ((object[lang] ?? {}) as Translations)[name];
    if (entry && isCurrent(field, entry, english)) return entry.text;
    return mark ? mark(english) : english;
  };
}
