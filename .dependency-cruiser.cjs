// Import cycles, type-only imports included: ESLint's import-x/no-cycle skips `import type`,
// yet a type-only loop is one value import away from a module read before it is initialised.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Move what both files need into a module that neither imports back.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)' },
  },
};
