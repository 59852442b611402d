// Changes and History show what changed as the person knows it: the field in words, its old and
// new value as the form shows them. The server sends these for the file on disk; the page makes
// them for a version in the history.

/** A value as the editor shows it in a change. */
export type Shown =
  /** Empty, or not there at all. */
  | { kind: 'none' }
  /** A text, number or choice, in the words the form shows it with. */
  | { kind: 'text'; text: string }
  /** A calendar date (YYYY-MM-DD), written the person's own way where it is shown. */
  | { kind: 'date'; iso: string }
  | { kind: 'picture'; src: string; alt: string }
  /** A list, each item by its name. */
  | { kind: 'list'; items: string[] };

/** One place that changed, with its value before and after. */
export interface ChangeRow {
  /** Where, in words: "About Us: Top banner › Heading". */
  where: string;
  kind: 'changed' | 'added' | 'removed' | 'moved';
  before: Shown;
  after: Shown;
  /** Only its bold words or links changed, which its words alone do not show. */
  formatting?: true;
}

/** The changes between two versions, the first `LIMIT` of them, and how many more there are. */
export interface ChangesInWords {
  rows: ChangeRow[];
  more: number;
}
