import { fieldLabel, humanise, sectionTypeName } from '../../lib/words';
import { schemaAt } from '../../../src/schema/introspect';
import { useMemo, useState } from 'react';
import { SiteSchema } from '../../../src/schema/site';
import { coverageOf, translationState, type TextStatus } from '../../../src/i18n/state';
import { isTranslated } from '../../../src/content/versions';
import { englishName, isTranslatedLanguage } from '../../../src/base/languages';
import { plain } from '../../../src/i18n/messages';
import { coverageByPlace, translationPath, type TranslationPlace } from '../../lib/translations';
import { getIn, type DataPath } from '../../protocol/data-path';
import { settingsPath, type RawSite, type TargetEntry } from '../site-view';
import { EDITED_LANGUAGE } from './TranslatedField';

const NAME = englishName(EDITED_LANGUAGE);

/** Where a translator finds each text: its page or post, the post template, or shared parts. */
export function translationPlaces(targets: TargetEntry[]): TranslationPlace[] {
  return [
    ...targets.map((t) => ({
      key: t.key,
      label: t.target.kind === 'post' ? `Post “${t.name}”` : t.name,
      ...(t.target.kind === 'not-found' ? {} : { address: t.label }),
      prefix: settingsPath(t.target),
    })),
    { key: 'template', label: 'Article template (every post)', prefix: ['blog', 'template'] },
    {
      key: 'shared',
      label: 'Shared by every page: header, footer, words, forms, collections, blocks',
      prefix: [],
    },
  ];
}

const short = (value: unknown) => {
  const text = plain(value).replace(/\s+/g, ' ').trim();
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
};

/** "Section 1, Top banner › Heading": where the text is, in the words of the editor's lists. */
function whereIs(site: RawSite, path: readonly (string | number)[]): string {
  const at =
    path.lastIndexOf('sections') >= 0 ? path.lastIndexOf('sections') : path.indexOf('template');
  if (at < 0 || typeof path[at + 1] !== 'number')
    return path
      .slice(-3)
      .filter((p) => typeof p === 'string')
      .map(String)
      .map(humanise)
      .join(' › ');
  const index = path[at + 1] as number;
  const section = getIn(site, path.slice(0, at + 2) as DataPath) as { type?: string } | undefined;
  const words = path
    .map((part, k) => ({ part, k }))
    .filter(({ part, k }) => k >= at + 2 && typeof part === 'string' && !isTranslatedLanguage(part))
    .map(({ part, k }) => {
      const schema = schemaAt(SiteSchema, path.slice(0, k + 1), site);
      return schema ? fieldLabel(String(part), schema) : humanise(String(part));
    });
  const type = sectionTypeName(section?.type ?? 'section');
  return [`Section ${index + 1}, ${type}`, ...words].join(' › ');
}

interface Props {
  site: RawSite;
  targets: TargetEntry[];
  onGo: (path: DataPath) => void;
}

/** Per page, how much of it is translated, and every missing or out-of-date text, each a link to its field. */
export function TranslationView({ site, targets, onGo }: Props) {
  const [showComplete, setShowComplete] = useState(false);
  const state = useMemo(() => {
    // Paths of parsed data are those of the file: the schema fills defaults, never reorders.
    const parsed = SiteSchema.safeParse(site);
    if (!parsed.success) return undefined;
    const published = (base: string) => isTranslated(parsed.data, EDITED_LANGUAGE, base);
    return { texts: translationState(parsed.data, EDITED_LANGUAGE), published };
  }, [site]);
  const places = useMemo(() => translationPlaces(targets), [targets]);
  if (!state)
    return (
      <p className="hint">
        The translation state shows again when the errors in the Problems list are fixed.
      </p>
    );
  const total = coverageOf(state.texts, EDITED_LANGUAGE);
  const groups = coverageByPlace(state.texts.texts, places);
  const shown = groups.filter((g) => showComplete || g.todo.length > 0);
  const count = total.current + total.stale + total.missing;
  return (
    <section className="translation-view" aria-labelledby="translation-heading">
      <h3 id="translation-heading">{NAME} translation</h3>
      <p className="coverage-total">
        {total.current} of {count} texts up to date, {total.stale} out of date, {total.missing}{' '}
        missing.
      </p>
      <p className="hint">
        A page is published in {NAME} when all its texts and the shared ones are up to date; until
        then its {NAME} address shows it in English with a notice.
      </p>
      <label className="show-complete">
        <input
          type="checkbox"
          checked={showComplete}
          onChange={(e) => setShowComplete(e.target.checked)}
        />{' '}
        Show complete pages too
      </label>
      {shown.length === 0 ? (
        <p className="note">Every text has its {NAME} and all of it is up to date.</p>
      ) : (
        <ul className="coverage-list">
          {shown.map((group) => (
            <li key={group.key}>
              <PlaceCoverage group={group} site={site} published={state.published} onGo={onGo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PlaceCoverage({
  group,
  site,
  published,
  onGo,
}: {
  group: ReturnType<typeof coverageByPlace>[number];
  site: RawSite;
  /** Whether a page or post is published in the translation, by its English address. */
  published: (base: string) => boolean;
  onGo: (path: DataPath) => void;
}) {
  const count = group.current + group.stale + group.missing;
  return (
    <>
      <h4>{group.label}</h4>
      <p className="place-coverage">
        <meter min={0} max={count} value={group.current} aria-hidden="true" /> {group.current} of{' '}
        {count} up to date
        {group.stale ? `, ${group.stale} out of date` : ''}
        {group.missing ? `, ${group.missing} missing` : ''}
      </p>
      {group.address !== undefined ? (
        <p className="hint">
          {published(group.address)
            ? `Published in ${NAME}.`
            : `Visitors of its ${NAME} address see it in English with a notice, until every text of the page is up to date.`}
        </p>
      ) : null}
      {group.todo.length > 0 ? (
        <ul className="todo-list">
          {group.todo.map((text: TextStatus) => (
            <li key={text.path.join('.')}>
              <button
                type="button"
                className="todo"
                onClick={() => onGo(translationPath([...text.path], EDITED_LANGUAGE))}
              >
                <span className={`state-badge ${text.state}`}>
                  {text.state === 'stale' ? 'Out of date' : 'Missing'}
                </span>{' '}
                <span className="todo-where">{whereIs(site, text.path)}</span>
                <span className="todo-text">“{short(text.english)}”</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
