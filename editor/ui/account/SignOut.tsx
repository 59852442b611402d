import { useAccount } from './use-account';

/**
 * Who is signed in, and **Sign out**: a plain form post, so the server ends the session and
 * sends the browser to the sign-in page itself. Nothing shows when the editor has no accounts.
 */
export function SignOut() {
  const account = useAccount();
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
