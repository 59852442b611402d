export interface MinimalWrite {
  /** The new file text. */
  text: string;
  /** false when the minimal edit did not re-parse to `intended` and a full, consistently indented write was used. */
  minimal: boolean;
  /** Why the fallback was used (shown to the editor), when minimal is false. */
  note?: string;
}

function indentOf(text: string): string | number {
  const match = /\n([ \t]+)\S/.exec(text);
  return match?.[1] ?? 2;
}

/**
 * Branch-local stand-in with the shared signature: a full write in the file's own indentation.
 * The core library replaces it with the byte-minimal writer.
 */
export function writeMinimal(original: string, intended: unknown): MinimalWrite {
  if (JSON.stringify(JSON.parse(original)) === JSON.stringify(intended))
    return { text: original, minimal: true };
  const trailing = original.endsWith('\n') ? '\n' : '';
  return {
    text: JSON.stringify(intended, null, indentOf(original)) + trailing,
    minimal: false,
    note: 'the whole file was rewritten in its own indentation',
  };
}
