import { EditorStartRefused } from '../refusal';
import { createAccess } from './access';
import { exposureRefusal, isExposed, parsePublicOrigin } from './exposure';
import { AccountError, accountsFileFor } from './store';

export interface AccessStart {
  /** The site file the editor edits; its accounts sit beside it unless `accountsFile` says. */
  file: string;
  host: string;
  accountsFile?: string | undefined;
  publicOrigin?: string | undefined;
  trustProxy?: boolean | undefined;
}

/**
 * The sign-in gate for an editor about to listen at `host`, with the `Host` names and page
 * origins it answers beyond its loopback ones; or EditorStartRefused saying why it must not.
 */
export async function openAccess(start: AccessStart) {
  const publicOrigin =
    start.publicOrigin === undefined ? undefined : parsePublicOrigin(start.publicOrigin);
  if (typeof publicOrigin === 'string') throw new EditorStartRefused(publicOrigin);
  const access = await createAccess({
    accountsFile: start.accountsFile ?? accountsFileFor(start.file),
    loopbackOnly: !isExposed(start.host, publicOrigin),
    trustProxy: start.trustProxy ?? false,
  }).catch((error: unknown) => {
    throw error instanceof AccountError ? new EditorStartRefused(error.message) : error;
  });
  const refused = exposureRefusal({ ...start, publicOrigin, hasAccounts: access.hasAccounts() });
  if (refused) throw new EditorStartRefused(refused);
  return {
    access,
    hosts: publicOrigin ? [publicOrigin.host] : [],
    origins: new Map(publicOrigin ? [[publicOrigin.host, publicOrigin.origin]] : []),
  };
}
