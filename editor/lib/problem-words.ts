/**
 * A problem of the check as the editor says it. The check's messages are written for
 * `npm run validate` too, where a person edits site.json by hand and is told which key to copy
 * or how a date is spelled; in the editor the field does that, so those parts are said in the
 * editor's words. The check's own message stays under "For developers".
 */

/** [what the check says, what the editor says instead]; `$n` is the check's own part n. */
const SAID: readonly [RegExp, string][] = [
  // The editor copies the English into the translation's record itself.
  [/ \(editing the file, also copy the new English into "from"; the editor does that itself\)/, ''],
  [/^stale (\w+): /, 'the English changed since the $1 was written: '],
  [/: add "\w+": \{.*\} to this object$/, ': write it beside the English'],
  // The date field is chosen or typed the person's own way; a wrong one came from the file.
  [
    / is not a date written YYYY-MM-DD, e\.g\. "[^"]*"$/,
    ' is not a date: choose one in the date field',
  ],
  [
    / is not a real date: write YYYY-MM-DD with a month 01–12 and a day that month has$/,
    ' is not a real date: choose one in the date field',
  ],
];

/** The check's message in the editor's words, beginning as a sentence does. */
export function problemInWords(message: string): string {
  const said = SAID.reduce((text, [part, words]) => text.replace(part, words), message);
  return said.charAt(0).toUpperCase() + said.slice(1);
}
