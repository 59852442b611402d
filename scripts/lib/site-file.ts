import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { imageSize } from 'image-size';
import { join, relative, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { runChecks, type CheckResult } from '../../src/content/check';
import type { Problem } from '../../src/base/problem';
import type { Site } from '../../src/schema/site';
import { isPicture, isRaster, shownSize } from '../../src/content/images/files';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SCHEMA_FILE = join(ROOT, 'schemas/site.schema.json');

/** The build output folder: dist/, or OUT_DIR (so parallel builds do not collide). */
export const OUT_DIR = resolve(process.env.OUT_DIR ?? join(ROOT, 'dist'));

/** public/, or the folder named by PUBLIC_DIR (tests build a copy with their uploads this way). */
export const PUBLIC_DIR = resolve(process.env.PUBLIC_DIR ?? join(ROOT, 'public'));

/** site.json, or the file named by SITE_FILE (tests build copies of the site this way). */
export const SITE_FILE = resolve(process.env.SITE_FILE ?? join(ROOT, 'site.json'));

let compiled: ReturnType<Ajv2020['compile']> | undefined;

/**
 * ajv against the committed JSON Schema: the contract editors' tools enforce. The two schemas
 * must agree; where they do not, ajv's view is reported with a hint that the file is stale.
 */
export function ajvProblems(data: unknown): Problem[] {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    compiled = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  }
  if (compiled(data)) return [];
  const seen = new Set<string>();
  const problems = (compiled.errors ?? [])
    .map((e) => ({
      path: e.instancePath
        .split('/')
        .slice(1)
        .map((part) =>
          /^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~'),
        ),
      message: `JSON Schema: ${e.message ?? 'invalid'}`,
    }))
    .filter((p) => {
      const id = `${p.path.join('.')} ${p.message}`;
      return !seen.has(id) && Boolean(seen.add(id));
    });
  return [
    {
      path: problems[0]!.path,
      message:
        'the JSON Schema rejects what the zod schema accepts: is schemas/site.schema.json stale? Run `npm run schema`.',
    },
    ...problems,
  ];
}

/**
 * Development and tests send forms to the local stand-in: FORM_ENDPOINT replaces every form's
 * endpoint and FORM_ACCESS_KEY its access key, after validation, in memory only.
 */
export function applyEnvOverrides(site: Site, env: NodeJS.ProcessEnv = process.env): Site {
  const endpoint = env.FORM_ENDPOINT;
  const accessKey = env.FORM_ACCESS_KEY;
  if (!endpoint && !accessKey) return site;
  const forms = Object.fromEntries(
    Object.entries(site.forms).map(([name, form]) => [
      name,
      {
        ...form,
        accessKey: accessKey ?? form.accessKey,
        transport: { ...form.transport, endpoint: endpoint ?? form.transport.endpoint },
      },
    ]),
  );
  return { ...site, forms };
}

/** Why a file named as a picture is none (a PDF renamed .jpg, a broken or empty file). */
export function imageProblem(publicDir: string, path: string): string | undefined {
  if (!isPicture(path)) return undefined;
  try {
    imageSize(readFileSync(join(publicDir, path)));
    return undefined;
  } catch {
    return `the file "public${path}" is not an image, whatever its name says: export the picture again as JPEG, PNG or SVG and put that file there`;
  }
}

/** The size a raster picture of public/ is shown at (after its EXIF turn). */
export function imageShape(publicDir: string, path: string) {
  if (!isRaster(path)) return undefined;
  try {
    return shownSize(imageSize(readFileSync(join(publicDir, path))));
  } catch {
    return undefined;
  }
}

/** The pictures uploaded through the editor, as addresses (`/uploads/x.jpg`). */
export const UPLOADS = 'uploads';
function uploadsIn(publicDir: string): string[] {
  const dir = join(publicDir, UPLOADS);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => `/${UPLOADS}/${name}`);
}

/** `lookUp` asked once per path: a grown site names the same few files thousands of times. */
function oncePerPath<T>(lookUp: (path: string) => T): (path: string) => T {
  const known = new Map<string, T>();
  return (path) => {
    if (!known.has(path)) known.set(path, lookUp(path));
    return known.get(path) as T;
  };
}

/**
 * The one way scripts check site.json: `runChecks` with assets looked up in public/ and the
 * JSON Schema through ajv. `file` is the name printed in every problem. The site returned is
 * what the build and the dev server render: English, with environment overrides.
 */
export function checkSiteFile(
  file: string,
  text: string,
  {
    strictI18n = false,
    publicDir = PUBLIC_DIR,
    publishedHosts,
  }: { strictI18n?: boolean; publicDir?: string; publishedHosts?: readonly string[] } = {},
): CheckResult {
  const result = runChecks(text, {
    file,
    strictI18n,
    ...(publishedHosts ? { publishedHosts } : {}),
    assetExists: oncePerPath((path) => existsSync(join(publicDir, path))),
    imageProblem: oncePerPath((path) => imageProblem(publicDir, path)),
    imageShape: oncePerPath((path) => imageShape(publicDir, path)),
    uploads: uploadsIn(publicDir),
    extraSchema: ajvProblems,
  });
  // A key given at build time replaces the placeholder, so its warning would not be true.
  const problems = process.env.FORM_ACCESS_KEY
    ? result.problems.filter(
        (p) =>
          !(p.severity === 'warning' && p.jsonPath[0] === 'forms' && p.jsonPath[2] === 'accessKey'),
      )
    : result.problems;
  return result.site
    ? { ...result, problems, site: applyEnvOverrides(result.site) }
    : { ...result, problems };
}

/** SITE_FILE as it is named in messages: relative to the working folder when inside it. */
export function siteFileName(): string {
  const name = relative(process.cwd(), SITE_FILE);
  return name.startsWith('..') ? SITE_FILE : name;
}

/**
 * Set by `npm run build` for the process of its Vite builds (build/bundle.ts), which it runs
 * before checking site.json itself: the plugin's own check would be the same check once more.
 */
export const BUILD_CHECKS_SITE_JSON = 'BUILD_CHECKS_SITE_JSON';
