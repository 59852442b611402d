/** How a JSON file is laid out, read from the file itself so new text matches its neighbours. */
export interface JsonStyle {
  /** One level of indentation: the first indented line's leading whitespace ("  ", "    ", "\t"). */
  indent: string;
  /** The line ending the file uses. */
  eol: string;
  /** What stands between a key and its value (": " in most files). */
  colon: string;
}

export function detectStyle(text: string): JsonStyle {
  const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const colon = /"(?:[^"\\]|\\.)*"(\s*:\s*)/.exec(text)?.[1] ?? ': ';
  return { indent, eol, colon };
}

/** The leading whitespace of the line that holds `offset`. */
export function lineIndentAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}

/**
 * New JSON text for `value`, to be placed where the current line is indented by `base`:
 * expanded one item a line in the file's indentation, or on one line when it sits in a
 * one-line container.
 */
export function serialize(value: unknown, style: JsonStyle, base: string, inline: boolean): string {
  if (inline) return serializeInline(value, style);
  // JSON.stringify escapes newlines inside strings, so every "\n" here is a line break.
  return JSON.stringify(value, null, style.indent).replace(/\n/g, style.eol + base);
}

function serializeInline(value: unknown, style: JsonStyle): string {
  if (Array.isArray(value)) return `[${value.map((v) => serializeInline(v, style)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([k, v]) => `${JSON.stringify(k)}${style.colon}${serializeInline(v, style)}`,
    );
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/** The whole value written afresh in the file's indentation and line endings. */
export function fullText(original: string, value: unknown, style: JsonStyle): string {
  const trailing = /\s*$/.exec(original)?.[0] ?? '';
  return serialize(value, style, '', false) + trailing;
}
