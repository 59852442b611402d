import type { Plugin } from 'vite';

/**
 * Rolldown wraps each CommonJS module (React's are all CommonJS) in a factory it calls when the
 * module is first required: `__commonJSMin(((exports, module) => { … }))`. Chromium 156's V8
 * compiled that arrow lazily for all its parentheses, so the first `require` of React DOM's
 * client parsed its 190 KB (minified) again on the main thread: 45–55 ms on a phone-speed CPU
 * (4× throttled), in the task that starts the app. Written as a parenthesised `function`
 * expression, V8 compiles it with the chunk, when the chunk is fetched, and the same first call
 * takes 29–33 ms (React 19.3's chunk, measured 2026-11-27).
 *
 * Those figures were taken in Playwright, whose inspector makes V8 parse the factory once more
 * for the Errors React DOM makes at its start (scripts/lib/perf/visitor-chromium.ts). In a
 * browser with no inspector, Chromium 150 (2026-11-29), the first call takes 7–16 ms with this
 * and 7–13 ms without it: nothing to tell apart there, so it stays for the V8 it was measured on.
 */
const FACTORY = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)?\) => \{/g;

/** `code` with every CommonJS factory written as a parenthesised function expression. */
export function eagerFactories(code: string): string {
  return code.replace(
    FACTORY,
    (_, params: string | undefined) => `__commonJSMin((function(${params ?? ''}) {`,
  );
}

/**
 * Applies `eagerFactories` to every chunk that wraps CommonJS modules (the server build's too,
 * where it is harmless).
 */
export function eagerCommonJsPlugin(): Plugin {
  return {
    name: 'eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__commonJSMin(((')) return null;
      return { code: eagerFactories(code), map: null };
    },
  };
}
