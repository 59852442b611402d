import { useEffect, useState } from 'react';
import { api } from '../api';

/** How often the live site is asked: its version.json is tiny and never cached, so often is cheap. */
const POLL_MS = 5_000;
/**
 * When to stop waiting: a deploy (install, check, build, upload) takes about 3 to 5 minutes on
 * GitHub's runners, so one not live after twice that has failed or never started.
 */
export const GIVE_UP_MS = 10 * 60_000;

export type Live =
  | { kind: 'waiting'; why?: string; developers?: string }
  | { kind: 'live'; builtAt: string }
  | { kind: 'stale'; why?: string; developers?: string };

/** "Live since 10:42", in the person's own locale and time zone. */
export function liveWords(live: Live): string {
  if (live.kind === 'live')
    return `Live since ${new Date(live.builtAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`;
  if (live.kind === 'waiting')
    return `Waiting for the live site…${live.why ? ` (${live.why})` : ''}`;
  return `The live site has not been rebuilt with this version after ${GIVE_UP_MS / 60_000} minutes${live.why ? ` (${live.why})` : ''}. Tell the person who looks after the site: its build on GitHub did not finish.`;
}

/**
 * After a publish that was sent, whether the live site shows it: asked through the editor's
 * server until it does, or until waiting longer would not help.
 */
export function useLive(version: string | undefined): Live | undefined {
  const [heard, setHeard] = useState<{ version: string; live: Live } | undefined>(undefined);
  useEffect(() => {
    if (!version) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const started = Date.now();
    const say = (live: Live) => setHeard({ version, live });
    const ask = async () => {
      let given: { why?: string; developers?: string } = {};
      try {
        const answer = await api.live(version);
        if (stopped) return;
        if (answer.state === 'live') return say({ kind: 'live', builtAt: answer.builtAt });
        if (answer.state === 'unknown')
          given = {
            why: answer.reason,
            ...(answer.developers ? { developers: answer.developers } : {}),
          };
      } catch (error) {
        given = { why: (error as Error).message };
      }
      if (stopped) return;
      if (Date.now() - started >= GIVE_UP_MS) return say({ kind: 'stale', ...given });
      say({ kind: 'waiting', ...given });
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [version]);
  if (!version) return undefined;
  // Until the first answer about this version is in, it is being waited for.
  return heard?.version === version ? heard.live : { kind: 'waiting' };
}
