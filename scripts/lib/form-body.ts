import type { IncomingMessage } from 'node:http';

/** A file a multipart body carried. */
export interface ReceivedFile {
  /** The form field it was sent under. */
  field: string;
  name: string;
  type: string;
  size: number;
}

export interface Body {
  /** The media type, without parameters. */
  contentType: string;
  /** Each field's text; a file's field holds the file's name. */
  fields: Record<string, string>;
  files: ReceivedFile[];
}

class BodyError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** The raw body, refused as soon as it is known to be larger than `maxBytes`. */
async function readCapped(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new BodyError(`The body is larger than ${maxBytes} bytes.`, true);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A form submission's fields, parsed the way a web framework would (form-encoded, multipart
 * or JSON); a malformed or unsupported body is a BodyError with a message for the answer.
 */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<Body> {
  const raw = await readCapped(req, maxBytes);
  const header = req.headers['content-type'] ?? '';
  const contentType = header.split(';')[0]!.trim().toLowerCase();
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  if (
    contentType === 'multipart/form-data' ||
    contentType === 'application/x-www-form-urlencoded'
  ) {
    const request = new Request('http://local/', {
      method: 'POST',
      body: new Uint8Array(raw),
      headers: { 'content-type': header },
    });
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new BodyError(`The ${contentType} body could not be read.`);
    }
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      // A file input left empty posts a part with no name and no bytes: no file, no field.
      else if (value.name !== '' || value.size > 0) {
        fields[name] = value.name;
        files.push({ field: name, name: value.name, type: value.type, size: value.size });
      }
    }
  } else if (contentType === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new BodyError('The JSON body could not be read.');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new BodyError('The JSON body must be an object of fields.');
    for (const [name, value] of Object.entries(parsed))
      fields[name] = typeof value === 'string' ? value : JSON.stringify(value);
  } else {
    throw new BodyError(`Send the form as form data or JSON, not "${contentType || 'nothing'}".`);
  }
  return { contentType, fields, files };
}
