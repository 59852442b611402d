/** The check's questions about files of public/ (CheckOptions' own, kept apart to avoid a cycle). */
interface FileQuestions {
  assetExists?: (path: string) => boolean;
  imageProblem?: (path: string) => string | undefined;
  imageShape?: (path: string) => { width: number; height: number } | undefined;
}

/** One answer per argument: a picture used by every post is looked for, and read, once. */
function once<T>(ask: (path: string) => T): (path: string) => T {
  const answers = new Map<string, T>();
  return (path) => {
    if (!answers.has(path)) answers.set(path, ask(path));
    return answers.get(path) as T;
  };
}

/**
 * The check's questions about files of public/, each asked once per file in one check: the
 * files do not change while it runs, and a grown site names the same few pictures thousands of
 * times (each answer of `imageShape` reads the whole file).
 */
export function rememberFiles(options: FileQuestions): FileQuestions {
  return {
    assetExists: options.assetExists && once(options.assetExists),
    imageProblem: options.imageProblem && once(options.imageProblem),
    imageShape: options.imageShape && once(options.imageShape),
  };
}

/** The name of every block referred to (`"ref": …`) anywhere in `value`, found in one walk. */
export function usedBlocks(value: unknown): Set<string> {
  const used = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object')
      for (const [key, inner] of Object.entries(node))
        if (key === 'ref' && typeof inner === 'string') used.add(inner);
        else visit(inner);
  };
  visit(value);
  return used;
}
