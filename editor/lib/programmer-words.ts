/**
 * The programmer's words: what the editor must never show a person outside the preview, each
 * with why. The people who edit the site know its pages, fields and pictures, not its files,
 * formats or markup; the place in the file is kept for developers under a disclosure, which the
 * scans leave out. A text is scanned as shown, so an author's own content is not the editor's
 * words and is not scanned.
 */
export interface ProgrammerWord {
  /** What the entry catches, in words, for a failing scan's message. */
  name: string;
  pattern: RegExp;
  reason: string;
}

export const PROGRAMMER_WORDS: readonly ProgrammerWord[] = [
  {
    name: 'a file name',
    pattern:
      /\b[\w-]+\.(?:json|jsonc|ts|tsx|js|mjs|md|html|css|xml|txt|svg|png|jpe?g|webp|avif)\b/i,
    reason: 'people know the site by its pages, not by the files it is kept in',
  },
  {
    name: 'a path',
    pattern: /(?:^|[\s("'`])\/[\w{}.-]*\/[\w{}./-]*|\/\{[\w-]+\}/,
    reason: 'a path in a text is a pattern to fill in; the editor names the page instead',
  },
  {
    name: 'a git ref',
    pattern: /\b(?:origin|upstream)\/[\w.-]+|\bHEAD\b|\brefs\/|\bgit\b/,
    reason: 'where a change goes is "the live site", not a branch of the repository',
  },
  {
    name: 'a MIME type',
    pattern: /\b(?:application|image|text|audio|video|font|multipart)\/[a-z0-9.+-]+/i,
    reason: 'the kind of a file is said as "a photo", "a document"',
  },
  {
    name: 'a file format',
    pattern: /\b(?:JPEG|JPG|PNG|WebP|AVIF|SVG|GIF|JSON)\b/,
    reason: 'a photo is a photo: the formats the editor takes are its business',
  },
  {
    name: 'an HTML tag',
    pattern: /<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?>|\b[hH][1-6]\b|\b(?:div|span|iframe|img)\b/,
    reason: 'markup is how the page is built; people see headings and paragraphs',
  },
  {
    name: 'a unit',
    pattern: /\d\s*(?:px|ms|rem|vh|vw)\b|\b(?:px|ms|rem|milliseconds?)\b/,
    reason: 'a unit is a measure for code; the editor says "seconds" or shows the size',
  },
  {
    name: 'a pattern',
    pattern: /\b(?:YYYY|MM-DD|DD-MM|MM\/DD|DD\/MM)\b|\/\{[\w-]+\}|\\d|\[\^?[a-z]-[a-z]\]/,
    // A placeholder such as {name} is left out: it is typed in the text it stands in, so the
    // person has to read it.
    reason: 'a date is typed in the person’s own way and an address is chosen, not spelled',
  },
  {
    name: 'a name as code',
    pattern: /\b[a-z]{2,}[A-Z]\w*\b|\b[a-z]+\.[a-z]+(?:\.[a-z]+)+\b|"(?:from|english|text)"/,
    reason: 'a field is called by its title ("Access key"), never by its name in the file',
  },
  {
    name: 'a database word',
    pattern: /\b(?:slug|boolean|null|undefined|regex|post number)\b/i,
    reason: 'how the data is stored is not what it means to the person editing it',
  },
];

/** The entries `text` breaks, by name (none for a text in words). */
export const programmerWordsIn = (text: string): string[] =>
  PROGRAMMER_WORDS.filter((w) => w.pattern.test(text)).map((w) => w.name);
