import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBytes } from '../http/body';
import { checkSameOrigin, type Admission } from '../http/guard';
import { Refusal } from '../refusal';
import { cameOverHttps, clientAddress } from './client';
import { clearedCookie, sessionCookie, sessionIdOf } from './cookie';
import { IDLE_EXPIRY_MS, Sessions } from './sessions';
import { createSignIn } from './sign-in';
import { SIGN_IN_PAGE_HEADERS, signInPage, type SignInView } from './sign-in-page';
import { markSignedIn } from './signed-in';
import { watchedAccounts } from './store';
import type { Account } from '../protocol/api-types';

export interface AccessOptions {
  accountsFile: string;
  /** Only this machine can reach the editor: without accounts, it needs no sign-in. */
  loopbackOnly: boolean;
  /** A reverse proxy in front says how the browser came (X-Forwarded-Proto, -For). */
  trustProxy: boolean;
  now?: () => number;
}

/** An email and a password are short; a bigger form is not a sign-in. */
const MAX_FORM_BYTES = 4096;
const HOURS = IDLE_EXPIRY_MS / 3_600_000;

export const NOT_SIGNED_IN = `Not signed in, or the session ended (${HOURS} hours without activity, or signed out). Sign in at /sign-in — in another tab, to keep this one's unsaved changes.`;

/**
 * Who may use the editor. While no account exists and only this machine can reach it, everyone
 * may (as before accounts). Otherwise only a signed-in session: a page is redirected to the
 * sign-in page (303) and an API call refused (401).
 */
export async function createAccess(options: AccessOptions) {
  const accounts = watchedAccounts(options.accountsFile);
  // Read now, so a broken accounts file stops the start rather than the first request.
  accounts();
  const sessions = new Sessions(options.now);
  const signInWith = await createSignIn({ accounts, ...(options.now ? { now: options.now } : {}) });
  const required = () => !options.loopbackOnly || accounts().length > 0;
  // Without accounts there is no session to give a token to: one per start of the editor, in
  // every editor page it serves (only this machine reaches it, and no page elsewhere can read
  // one: no CORS, its own Host only); a restart makes a new one.
  const startToken = randomBytes(32).toString('base64url');
  const find = (email: string): Account | undefined => {
    const found = accounts().find((a) => a.email === email);
    return found && { email: found.email, name: found.name };
  };

  const page = (res: ServerResponse, status: number, view: SignInView, headers = {}) => {
    res.writeHead(status, { ...SIGN_IN_PAGE_HEADERS, ...headers });
    res.end(signInPage({ ...view, noAccounts: accounts().length === 0 }));
  };
  const redirect = (res: ServerResponse, to: string, headers = {}) => {
    res.writeHead(303, { location: to, 'cache-control': 'no-store', ...headers });
    res.end();
  };

  /** A form posted by the editor's own pages: same origin, said so by the browser. */
  async function form(req: IncomingMessage, admission: Admission): Promise<URLSearchParams> {
    if (checkSameOrigin(req, admission) === undefined)
      throw new Refusal(
        403,
        "Signing in and out must come from the editor's own page (no Origin was sent).",
      );
    const type = req.headers['content-type'] ?? '';
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type))
      throw new Refusal(
        415,
        `The sign-in form is sent as application/x-www-form-urlencoded, not ${type || 'an untyped body'}.`,
      );
    return new URLSearchParams((await readBytes(req, MAX_FORM_BYTES)).toString('utf8'));
  }

  async function signIn(req: IncomingMessage, res: ServerResponse, admission: Admission) {
    if (!required() || sessions.use(sessionIdOf(req.headers), find)) return redirect(res, '/');
    const fields = await form(req, admission);
    const email = fields.get('email') ?? '';
    const outcome = await signInWith(
      email,
      fields.get('password') ?? '',
      clientAddress(req, options.trustProxy),
    );
    if (!outcome.ok)
      return page(
        res,
        outcome.status,
        { email, error: outcome.message },
        outcome.retryAfterMs
          ? { 'retry-after': String(Math.ceil(outcome.retryAfterMs / 1000)) }
          : {},
      );
    const id = sessions.start(outcome.account.email);
    redirect(res, '/', { 'set-cookie': sessionCookie(id, cameOverHttps(req, options.trustProxy)) });
  }

  return {
    /** Whether anyone can sign in (the server refuses to listen beyond this machine without). */
    hasAccounts: () => accounts().length > 0,

    /**
     * The token a change must carry: the one of the request's session (given to the editor's
     * page served to it), or without accounts the one of this start. A request without a live
     * session where one is needed gets a value nobody was given.
     */
    tokenOf(req: IncomingMessage): string {
      if (!required()) return startToken;
      return sessions.tokenOf(sessionIdOf(req.headers)) ?? randomBytes(32).toString('base64url');
    },

    /** GET /sign-in: the form, or the editor for someone who needs no sign-in. */
    signInPage(req: IncomingMessage, res: ServerResponse) {
      if (!required() || sessions.use(sessionIdOf(req.headers), find)) return redirect(res, '/');
      page(res, 200, {});
    },

    /** POST /sign-in: a session and its cookie for the right password. */
    signIn,

    /** POST /sign-out: the session ends on the server, with its token and change streams. */
    async signOut(req: IncomingMessage, res: ServerResponse, admission: Admission) {
      await form(req, admission);
      sessions.end(sessionIdOf(req.headers));
      redirect(res, required() ? '/sign-in' : '/', {
        'set-cookie': clearedCookie(cameOverHttps(req, options.trustProxy)),
      });
    },

    /**
     * The gate of every other request: true lets it on (and says who sent it); without a
     * session where one is required, a page is sent to the sign-in page and an API call refused.
     */
    admit(req: IncomingMessage, res: ServerResponse): boolean {
      if (!required()) return true;
      const id = sessionIdOf(req.headers);
      const account = sessions.use(id, find);
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (account && id) {
        markSignedIn(req, account);
        if (path === '/api/events')
          res.once(
            'close',
            sessions.onEnd(id, () => res.end()),
          );
        return true;
      }
      if (path.startsWith('/api/')) throw new Refusal(401, NOT_SIGNED_IN);
      redirect(res, '/sign-in');
      return false;
    },
  };
}
