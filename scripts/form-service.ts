/**
 * A local stand-in for the form-to-email service, speaking its protocol on 127.0.0.1:
 *   form-encoded POST  → 303 redirect to the submitted "redirect" address (or a JSON answer)
 *   multipart POST     → JSON {success, message}
 * Switches (GET /__mode?set=ok|fail|error500|hang) change how it answers; GET /__log lists what
 * it received; DELETE /__log clears it. `npm run form-service` starts it on FORM_SERVICE_PORT.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type Mode = 'ok' | 'fail' | 'error500' | 'hang';

export interface Received {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

async function readFields(
  req: IncomingMessage,
): Promise<{ contentType: string; fields: Record<string, string> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const contentType = req.headers['content-type'] ?? '';
  // Request/Response parse both encodings exactly as the real service's framework would.
  const request = new Request('http://local/', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  });
  const fields: Record<string, string> = {};
  if (
    contentType.startsWith('multipart/form-data') ||
    contentType.startsWith('application/x-www-form-urlencoded')
  ) {
    const form = await request.formData();
    for (const [name, value] of form.entries())
      fields[name] = typeof value === 'string' ? value : value.name;
  } else if (contentType.startsWith('application/json')) {
    Object.assign(fields, JSON.parse(body.toString('utf8')) as Record<string, string>);
  }
  return { contentType: contentType.split(';')[0] ?? '', fields };
}

export function startFormService(
  port = Number(process.env.FORM_SERVICE_PORT ?? 4199),
): Promise<Server & { received: Received[] }> {
  let mode: Mode = 'ok';
  const received: Received[] = [];
  const hanging = new Set<() => void>();
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'accept, content-type',
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST' }).end();
      return;
    }
    if (url.pathname === '/__mode') {
      const next = url.searchParams.get('set') as Mode | null;
      if (next && ['ok', 'fail', 'error500', 'hang'].includes(next)) mode = next;
      if (mode !== 'hang') for (const release of hanging) release();
      res
        .writeHead(200, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify({ mode }));
      return;
    }
    if (url.pathname === '/__log') {
      if (req.method === 'DELETE') received.length = 0;
      res
        .writeHead(200, { 'content-type': 'application/json', ...cors })
        .end(JSON.stringify(received));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, cors).end();
      return;
    }
    const { contentType, fields } = await readFields(req);
    received.push({ path: url.pathname, contentType, fields });
    if (mode === 'hang') {
      await new Promise<void>((release) => hanging.add(release));
      res.writeHead(504, cors).end();
      return;
    }
    if (mode === 'error500') {
      res
        .writeHead(500, { 'content-type': 'text/html', ...cors })
        .end('<!doctype html><title>Internal Server Error</title><h1>500</h1>');
      return;
    }
    const success = mode === 'ok' && Boolean(fields.access_key);
    const answer = {
      success,
      message: success ? 'Email sent successfully!' : 'Invalid access key or submission.',
    };
    if (contentType === 'application/x-www-form-urlencoded' && fields.redirect && success) {
      res.writeHead(303, { location: fields.redirect, ...cors }).end();
      return;
    }
    res
      .writeHead(success ? 200 : 400, { 'content-type': 'application/json', ...cors })
      .end(JSON.stringify(answer));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(Object.assign(server, { received }))),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startFormService();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(
    `Form-service stand-in on http://127.0.0.1:${port}/submit — switches: /__mode?set=ok|fail|error500|hang, log: /__log`,
  );
}
