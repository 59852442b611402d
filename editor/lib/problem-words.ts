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
  // The field says which picture; its file and the units of its size are the check's words.
  [
    /^the image \S+ has no alt text: screen readers skip it; describe what it shows, or mark it decorative$/,
    'the picture has no description: screen readers skip it; describe what it shows, or mark it decorative',
  ],
  [
    /^the image \S+ is marked decorative but has alt text: screen readers will read it; empty the alt text, or remove "decorative"$/,
    'the picture is marked decorative but has a description: screen readers will read it; empty the description, or untick decorative',
  ],
  [
    /^the picture \S+ is (\d+) px wide, but this place shows it (\d+) px wide \(in a (\d+) px wide window\), (\d+) px on a 2× screen: it will look blurry there; use a picture at least \d+ px wide$/,
    'the picture is $1 pixels wide, but this place shows it $2 pixels wide (in a window $3 pixels wide), $4 on a sharp screen: it will look blurry there; choose a picture at least $4 pixels wide',
  ],
  [
    /^the picture \S+ is (\d+)×(\d+) as it is shown \(turned upright\), but "width" and "height" say (\d+)×(\d+): the space kept for it would squeeze or cut it; .*$/,
    'the picture is $1×$2 as it is shown (turned upright), but its size is written as $3×$4: the space kept for it would squeeze or cut it; choose it again to take its own size',
  ],
  [
    /^the file "public\/uploads\/[^"]*" is not used by any page: remove it, or show it somewhere$/,
    'an uploaded picture is not used by any page: delete it in the picture library, or show it somewhere',
  ],
  [
    /^the file "public[^"]*" does not exist$/,
    'the picture or file is not in the site: choose another',
  ],
  [
    /^the file "public[^"]*" is not an image, whatever its name says: .*$/,
    'that file is not a picture the site can show, whatever its name says: choose another, or upload it again',
  ],
];

/** The check's message in the editor's words, beginning as a sentence does. */
export function problemInWords(message: string): string {
  const said = SAID.reduce((text, [part, words]) => text.replace(part, words), message);
  return said.charAt(0).toUpperCase() + said.slice(1);
}
