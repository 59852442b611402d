/** A place in site.json: the keys and indexes from its root to a value. */
export type JsonPath = readonly (string | number)[];

/** Something wrong at a place in site.json, in words that say how to fix it. */
export interface Problem {
  path: JsonPath;
  message: string;
  /** Warnings are printed but do not fail validation. */
  severity?: 'error' | 'warning';
}

export type Report = (problem: Problem) => void;
