import { describe, expect, it } from 'vitest';
import { eagerFactories } from '../../scripts/lib/build/eager-commonjs';

// Two CommonJS modules as Rolldown wraps them before minifying (the shape of the React chunk).
const chunk = `var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);
var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {
\texports.answer = 42;
}));
var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {
\tmodule.exports = { twice: require_a().answer * 2, self: typeof this };
}));
var require_c = /* @__PURE__ */ __commonJSMin((() => {}));
return [require_a(), require_b(), require_c()];`;

describe('CommonJS factories compiled with their chunk', () => {
  it('writes each factory as a parenthesised function expression, which V8 compiles eagerly', () => {
    const out = eagerFactories(chunk);
    expect(out).toContain('__commonJSMin((function(exports) {');
    expect(out).toContain('__commonJSMin((function(exports, module) {');
    expect(out).toContain('__commonJSMin((function() {');
    expect(out).not.toMatch(/__commonJSMin\(\(\([^)]*\) =>/);
  });

  it('keeps what the modules export', () => {
    const run = (code: string) => new Function(`'use strict';\n${code}`)() as unknown;
    expect(run(eagerFactories(chunk))).toEqual(run(chunk));
    expect(run(eagerFactories(chunk))).toEqual([
      { answer: 42 },
      { twice: 84, self: 'undefined' },
      {},
    ]);
  });
});
