export type Align = 'left' | 'right';

export interface Column {
  header: string;
  align?: Align;
}

/** A plain-text table: columns padded to their widest cell, a rule under the header. */
export function formatTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): string {
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        return column.align === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
      })
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((c) => c.header)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
