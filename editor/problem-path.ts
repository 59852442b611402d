/** A JSON path as an array: the form the editor's fields are addressed by. */
export type DataPath = (string | number)[];

/**
 * Reads back a path as the checks print it (`pages[3].sections[0]`, `blocks["home-faq"][0]`),
 * so each problem can be put beside its field; "(syntax)" and "(root)" address the whole file.
 */
export function parseProblemPath(text: string): DataPath {
  if (text === '(root)' || text === '(syntax)') return [];
  const path: DataPath = [];
  const token = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\./gy;
  let match: RegExpExecArray | null;
  while (token.lastIndex < text.length && (match = token.exec(text))) {
    if (match[1] !== undefined) path.push(match[1]);
    else if (match[2] !== undefined) path.push(Number(match[2]));
    else if (match[3] !== undefined) path.push(JSON.parse(match[3]) as string);
  }
  return path;
}

/** The path as a stable key (for maps of problems by field). */
export const pathKey = (path: DataPath): string => JSON.stringify(path);
