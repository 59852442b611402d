import { useEffect, useState } from 'react';
import type { Account } from '../../protocol/api-types';

/**
 * Who is signed in, and **Sign out**: a plain form post, so the server ends the session and
 * sends the browser to the sign-in page itself. Nothing shows when the editor has no accounts.
 */
export function SignOut() {
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    void fetch('/api/account')
      .then((r) => (r.ok ? (r.json() as Promise<{ account: Account | null }>) : { account: null }))
      .then((answer) => setAccount(answer.account));
  }, []);
  if (!account) return null;
  return (
    <form className="toolbar-group account" method="post" action="/sign-out">
      <span className="who" title={account.email}>
        {account.name}
      </span>
      <button type="submit" className="secondary">
        Sign out
      </button>
    </form>
  );
}
