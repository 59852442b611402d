import { isLoopback } from '../../scripts/lib/loopback';

/** The name people open the editor at, behind a reverse proxy (EDITOR_ORIGIN). */
export interface PublicOrigin {
  /** `https://edit.example.org`, as browsers send it in Origin. */
  origin: string;
  /** `edit.example.org`, as they send it in Host. */
  host: string;
}

const ADD_ONE =
  'Add an account first: npm run edit:user -- add you@example.org --name "Your Name" (it asks for the password).';

export function parsePublicOrigin(value: string): PublicOrigin | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `EDITOR_ORIGIN must be the address people open the editor at, like https://edit.example.org, not "${value}".`;
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  )
    return `EDITOR_ORIGIN is a scheme and a name only (like https://edit.example.org), not "${value}".`;
  return { origin: url.origin, host: url.host };
}

/** Whether anyone but this machine can reach the editor. */
export function isExposed(host: string, publicOrigin: PublicOrigin | undefined): boolean {
  return (
    !isLoopback(host) || (!!publicOrigin && !isLoopback(new URL(publicOrigin.origin).hostname))
  );
}

/**
 * Why the editor must not start as asked, or undefined. Reachable from elsewhere (a listen
 * address beyond loopback, or a public name in front) it needs accounts to sign in with; and
 * listening on every address it must be told its name, or it could not refuse a stranger's
 * (DNS rebinding: any name that resolves to this machine).
 */
export function exposureRefusal(options: {
  host: string;
  publicOrigin?: PublicOrigin | undefined;
  hasAccounts: boolean;
}): string | undefined {
  const { host, publicOrigin } = options;
  if (!options.hasAccounts && isExposed(host, publicOrigin))
    return `The editor has no accounts, so it listens only on this machine (127.0.0.1, ::1 or localhost), not ${isLoopback(host) && publicOrigin ? `behind ${publicOrigin.origin}` : `on ${host}`}: anyone who could reach it could change the site. ${ADD_ONE}`;
  if (/^(0\.0\.0\.0|::|\[::\])$/.test(host) && !publicOrigin)
    return `HOST=${host} listens on every address of this machine, so the editor cannot tell the name people open it at from a stranger's. Set EDITOR_ORIGIN to that address (like EDITOR_ORIGIN=https://edit.example.org), or HOST to one address of this machine.`;
  return undefined;
}
