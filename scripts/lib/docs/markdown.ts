export const code = (text: string): string => `\`${text}\``;

export const codeJson = (value: unknown): string => code(JSON.stringify(value));

export const jsonBlock = (value: unknown): string =>
  ['```json', JSON.stringify(value, null, 2), '```'].join('\n');

/**
 * Schema descriptions are plain text written for editor hovers ("**bold** and [a link](/x)"
 * describe the syntax, they are not markup), so markdown characters are escaped, except in
 * `code` spans, which the descriptions use on purpose.
 */
export function plain(text: string): string {
  return text
    .split('`')
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/([\\*<>])/g, '\\$1').replace(/\]\(/g, ']\\('),
    )
    .join('`');
}

const cell = (text: string): string => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');

export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The anchor GitHub gives a heading. */
export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

export const link = (text: string, anchor: string): string => `[${text}](#${anchor})`;
