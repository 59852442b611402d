import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './render/App';
import { servedHistory } from './render/served-history';
import { loadCodeOf, type InitialData } from './render/page-data';

/** The HTML of one route, with every lazy part resolved (so nothing waits for script). */
export async function renderRoute(url: string, initial: InitialData): Promise<string> {
  let failure: unknown;
  await loadCodeOf(initial.route);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App initial={initial} history={servedHistory(url)} />
    </StrictMode>,
    {
      // Every section is written in place: React would otherwise move large Suspense
      // boundaries out of order behind an inline script, which the page's CSP blocks and which
      // hides content from a visitor without script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (failure) throw failure;
  const html = Buffer.concat(chunks).toString('utf8');
  if (html.includes('<template id="B:'))
    throw new Error(
      'a section was written out of place, behind a script (see progressiveChunkSize)',
    );
  return html;
}
