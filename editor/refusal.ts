/** A request the editor will not serve: answered with `status` and `message`, nothing written. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (Allow for 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** The editor refuses to start as asked (and says why, for the person who started it). */
export class EditorStartRefused extends Error {
  override name = 'EditorStartRefused';
}
