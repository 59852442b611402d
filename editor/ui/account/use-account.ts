import { useEffect, useState } from 'react';
import type { Account } from '../../protocol/api-types';

/**
 * Who is signed in: `undefined` while the editor asks, `null` when it has no accounts (or the
 * answer did not come).
 */
export function useAccount(): Account | null | undefined {
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  useEffect(() => {
    void fetch('/api/account')
      .then((r) => (r.ok ? (r.json() as Promise<{ account: Account | null }>) : { account: null }))
      .then(
        (answer) => setAccount(answer.account),
        () => setAccount(null),
      );
  }, []);
  return account;
}
