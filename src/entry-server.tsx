import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './render/App';
import type { InitialData } from './render/page-data';

/** The HTML of one route, with every lazy part resolved (so nothing waits for script). */
export async function renderRoute(url: string, initial: InitialData): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App initial={initial} />
      </StaticRouter>
    </StrictMode>,
    {
      onError(error) {
        failure ??= error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}
