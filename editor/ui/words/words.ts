// The words moved to editor/lib/words.ts (the server names places with them too). This file
// only keeps the imports of files other branches own (editor/bench/, tests/e2e/) working until
// they point there; nothing of editor/ imports it otherwise.
export * from '../../lib/words';
