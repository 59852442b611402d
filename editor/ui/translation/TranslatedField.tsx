import { useMemo, type ReactNode } from 'react';
import type { Translations } from '../../../src/schema/text';
import type { Schema } from '../../../src/schema/introspect';
import {
  SITE_LANGUAGES,
  TRANSLATED_LANGUAGES,
  englishName,
  type TranslatedLanguage,
} from '../../../src/base/languages';
import {
  editedEntry,
  translationOf,
  withEntry,
  type FieldTranslation,
} from '../../lib/translations';
import { startsWith, type DataPath } from '../../protocol/data-path';
import {
  FieldLanguageContext,
  FieldsContext,
  useFields,
  useNestedField,
  type ChangeOptions,
} from '../fields/context';
import { EnglishChange } from './EnglishChange';
import { fieldLabel } from '../../lib/words';
import './translation.css';

/** The language a translator works in beside the English: the site's first translation. */
export const EDITED_LANGUAGE: TranslatedLanguage = TRANSLATED_LANGUAGES[0];
const NAME = englishName(EDITED_LANGUAGE);

interface Props {
  /** The text's field name in its object. */
  name: string;
  /** The path of the object that holds the text. */
  path: DataPath;
  parent: Record<string, unknown>;
  schema: Schema;
}

/** A text field with its translation beside it: English on the left, translated on the right. */
export function TranslatedField({ children, ...props }: Props & { children: ReactNode }) {
  return (
    <div className="translated">
      <div className="translated-english">{children}</div>
      <Translation {...props} />
    </div>
  );
}

const STATES: Record<FieldTranslation['state'], string> = {
  current: `${NAME} is up to date`,
  stale: `${NAME} is out of date`,
  missing: `No ${NAME} yet`,
  none: `${NAME} left over`,
};

/**
 * The translation of one text: its state, what changed in the English when it is stale, and
 * the control for the translated text, drawn by the same fields as the English. Every edit
 * goes through the translation's record of the English it was made from.
 */
export function Translation({ name, path, parent, schema }: Props) {
  const fields = useFields();
  const renderField = useNestedField();
  const lang = EDITED_LANGUAGE;
  const t = translationOf(parent, name, schema, lang);
  const textPath = useMemo(() => [...path, lang, name, 'text'], [path, lang, name]);
  const label = `${fieldLabel(name, schema)} in ${NAME}`;
  const translations = parent[lang] as Translations | undefined;

  const value = useMemo(() => {
    const put = (entry: ReturnType<typeof editedEntry>, options: ChangeOptions) =>
      fields.change([...path, lang], withEntry(translations, name, entry), options);
    return {
      ...fields,
      change: (at: DataPath, next: unknown, options: ChangeOptions = {}) =>
        startsWith(at, textPath)
          ? put(editedEntry(t.entry, t.english, at.slice(textPath.length), next), {
              group: options.group,
              say: `${label} changed`,
            })
          : fields.change(at, next, options),
    };
  }, [fields, path, lang, name, textPath, translations, t.entry, t.english, label]);

  const setEntry = (entry: FieldTranslation['entry'], say: string) =>
    fields.change([...path, lang], withEntry(translations, name, entry), { say });

  if (t.state === 'none' && !t.entry) return null;
  return (
    <div className={`translation ${t.state}`} lang={SITE_LANGUAGES[lang].tag}>
      <p className="translation-state" lang="en">
        <span className="state-badge">{STATES[t.state]}</span>
      </p>
      {t.state === 'none' ? (
        <p className="hint" lang="en">
          The English of {fieldLabel(name, schema)} is empty, so its {NAME} is not shown anywhere.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => setEntry(undefined, `${label} removed`)}
          >
            Remove the {NAME}
          </button>
        </p>
      ) : (
        <FieldLanguageContext.Provider value={lang}>
          <FieldsContext.Provider value={value}>
            {renderField({ name, label, path: textPath, schema, value: t.entry?.text })}
          </FieldsContext.Provider>
        </FieldLanguageContext.Provider>
      )}
      {t.state === 'stale' && t.entry ? (
        <div className="stale-actions" lang="en">
          {Array.isArray(t.entry.from) && t.entry.from.length === 0 ? (
            <p className="english-change">
              Started from a copy of the English: translate each part, then confirm.
            </p>
          ) : (
            <EnglishChange from={t.entry.from} now={t.english} />
          )}
          <button
            type="button"
            className="secondary small"
            onClick={() =>
              setEntry(
                { ...t.entry!, from: structuredClone(t.english) as typeof t.entry.from },
                `${label} marked as following the new English`,
              )
            }
          >
            {NAME} matches the new English
          </button>
        </div>
      ) : null}
      {t.state === 'missing' && typeof t.english !== 'string' ? (
        <button
          type="button"
          className="secondary small"
          lang="en"
          onClick={() =>
            setEntry(
              {
                text: structuredClone(t.english) as NonNullable<typeof t.entry>['text'],
                // Made from no English yet: it stays out of date until the translator says
                // the copy has been translated.
                from: [],
              },
              `${label} started from the English`,
            )
          }
        >
          Start from a copy of the English
        </button>
      ) : null}
    </div>
  );
}
