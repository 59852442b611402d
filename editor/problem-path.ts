/** A JSON path as an array: the form the editor's fields are addressed by. */
export type DataPath = (string | number)[];

/** The path as a stable key (for maps of problems by field). */
export const pathKey = (path: DataPath): string => JSON.stringify(path);
