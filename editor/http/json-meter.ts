const QUOTE = 0x22;
const BACKSLASH = 0x5c;
// What each byte is to the meter, outside strings: one look-up instead of a chain of comparisons.
const OTHER = 0;
const SPACE = 1;
const STRING = 2;
const OPEN = 3;
const CLOSE = 4;
const COLON = 5;
const COMMA = 6;
/** The first byte of a number, true, false or null. */
const WORD = 7;
const KIND = new Uint8Array(256).fill(OTHER);
const kinds: [string, number][] = [
  [' \n\r\t', SPACE],
  ['"', STRING],
  ['[{', OPEN],
  [']}', CLOSE],
  [':', COLON],
  [',', COMMA],
  ['-0123456789tfn', WORD],
];
for (const [bytes, kind] of kinds) for (const byte of bytes) KIND[byte.charCodeAt(0)] = kind;

/**
 * How deep JSON text nests and how many values it holds, measured in one pass as its bytes
 * arrive, building nothing: what the parser would be asked to build, known before it is asked.
 * Fed a request's body piece by piece, it costs the thread that answers requests a sliver per
 * piece, never the whole body at once. Not a validator: text that is not JSON is measured
 * roughly and left to the parser to refuse.
 */
export class JsonMeter {
  private depthNow = 0;
  /** The deepest nesting of objects and lists so far (a bare value is 0, `[]` is 1). */
  depth = 0;
  // Every string and every other value starts once; a string followed by a colon was a key.
  private starts = 0;
  private keys = 0;
  private expectingValue = 1;
  private inString = false;
  /** Inside a string, the last byte fed was a backslash not itself escaped. */
  private escaping = false;

  /** Values of every kind so far, containers included, object keys not. */
  get values(): number {
    return this.starts - this.keys;
  }

  /**
   * Measures the next bytes of the text. Returns false once more than `maxValues` are counted
   * (one string may still be waiting for its colon): the rest need not be read.
   */
  feed(bytes: Uint8Array, maxValues = Infinity): boolean {
    let i = this.inString ? this.stringEnd(bytes, 0) + 1 : 0;
    for (; i < bytes.length; i++) {
      switch (KIND[bytes[i]!]) {
        case SPACE:
          continue;
        case STRING:
          this.starts++;
          this.inString = true;
          i = this.stringEnd(bytes, i + 1);
          this.expectingValue = 0;
          break;
        case OPEN:
          this.starts++;
          if (++this.depthNow > this.depth) this.depth = this.depthNow;
          this.expectingValue = 1;
          break;
        case CLOSE:
          this.depthNow--;
          this.expectingValue = 0;
          break;
        case COLON:
          this.keys++;
          this.expectingValue = 1;
          break;
        case COMMA:
          this.expectingValue = 1;
          break;
        case WORD:
          // Only its first byte: the rest of `-12e3` or `true` follows a byte that is no separator.
          this.starts += this.expectingValue;
          this.expectingValue = 0;
          break;
        default:
          this.expectingValue = 0;
      }
      if (this.starts - this.keys > maxValues + 1) return false;
    }
    return true;
  }

  /** Where the open string ends in `bytes` from `from` (its closing quote), or their length. */
  private stringEnd(bytes: Uint8Array, from: number): number {
    let at = from;
    if (this.escaping) {
      if (at >= bytes.length) return bytes.length;
      this.escaping = false;
      at++;
    }
    for (;;) {
      const quote = bytes.indexOf(QUOTE, at);
      const end = quote < 0 ? bytes.length : quote;
      let backslashes = 0;
      while (end - 1 - backslashes >= at && bytes[end - 1 - backslashes] === BACKSLASH)
        backslashes++;
      if (quote < 0) {
        this.escaping = backslashes % 2 === 1;
        return bytes.length;
      }
      if (backslashes % 2 === 0) {
        this.inString = false;
        return quote;
      }
      at = quote + 1;
    }
  }
}
