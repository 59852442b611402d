import type { checkSync } from 'recheck';

/** The part of recheck's pure-JavaScript build the check uses. */
export interface RecheckPure {
  checkSync: typeof checkSync;
}
