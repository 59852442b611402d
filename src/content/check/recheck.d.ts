// recheck's pure-JavaScript build: the same analyser without its native binary or Java backend.
declare module 'recheck/lib/browser.js' {
  import type { checkSync } from 'recheck';
  const recheck: { checkSync: typeof checkSync };
  export default recheck;
}
