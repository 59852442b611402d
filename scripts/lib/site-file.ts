import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parseTree, getNodeValue } from 'jsonc-parser';
import {
  validateSiteSource,
  type LocatedProblem,
  type ValidationResult,
} from '../../src/content/validate-source';
import { formatPath, offsetOf, positionAt } from '../../src/content/locate';
import type { Site } from '../../src/schema/site';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SCHEMA_FILE = join(ROOT, 'schemas/site.schema.json');

/** The build output folder: dist/, or OUT_DIR (so parallel builds do not collide). */
export const OUT_DIR = resolve(process.env.OUT_DIR ?? join(ROOT, 'dist'));

/** site.json, or the file named by SITE_FILE (tests build copies of the site this way). */
export const SITE_FILE = resolve(process.env.SITE_FILE ?? join(ROOT, 'site.json'));

let compiled: ReturnType<Ajv2020['compile']> | undefined;

/** ajv against the committed JSON Schema: the contract editors' tools enforce. */
export function ajvProblems(text: string, file: string): LocatedProblem[] {
  const root = parseTree(text);
  if (!root) return [];
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    compiled = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  }
  if (compiled(getNodeValue(root))) return [];
  return (compiled.errors ?? []).map((e) => {
    const path = e.instancePath
      .split('/')
      .slice(1)
      .map((part) =>
        /^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~'),
      );
    return {
      file,
      ...positionAt(text, offsetOf(root, path)),
      path: formatPath(path),
      message: `JSON Schema: ${e.message ?? 'invalid'}`,
      severity: 'error',
    };
  });
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

/**
 * The one way scripts load site.json: zod + checks (with assets looked up in public/), then the
 * JSON Schema through ajv. The two schemas must agree; where they do not, ajv's view is reported.
 */
export function loadSiteFile(file: string, text: string): ValidationResult {
  const publicDir = join(ROOT, 'public');
  const result = validateSiteSource(text, {
    file,
    assetExists: (path) => existsSync(join(publicDir, path)),
  });
  const syntaxBroken = result.problems.some((p) => p.path === '(syntax)');
  const zodRejected = result.problems.some((p) => p.severity === 'error');
  if (!syntaxBroken && !zodRejected) {
    const extra = ajvProblems(text, file);
    if (extra.length > 0) {
      const seen = new Set<string>();
      const unique = extra.filter(
        (p) => !seen.has(`${p.path} ${p.message}`) && seen.add(`${p.path} ${p.message}`),
      );
      const hint: LocatedProblem = {
        ...unique[0]!,
        message:
          'the JSON Schema rejects what the zod schema accepts: is schemas/site.schema.json stale? Run `npm run schema`.',
      };
      return { problems: [...result.problems, hint, ...unique] };
    }
  }
  return result.site ? { ...result, site: applyEnvOverrides(result.site) } : result;
}
