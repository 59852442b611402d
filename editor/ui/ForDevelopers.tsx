import type { ReactNode } from 'react';
import './for-developers.css';

/**
 * What only a developer reads (a place in the file, a commit, git's own words), folded away
 * under the words everyone reads; open where only a developer can act on it.
 */
export function ForDevelopers({ open, children }: { open?: boolean; children: ReactNode }) {
  return (
    <details className="for-developers" open={open}>
      <summary>For developers</summary>
      {children}
    </details>
  );
}
