import type { Plugin } from 'vite';
import { BOOT_SCRIPT, ENTRY_ATTRIBUTE } from '../../../src/render/boot';

/**
 * The page's module script, replaced by the boot script that asks for it after the first paint
 * (src/render/boot.ts). Linked, the browser fetched it while parsing, beside what the first paint
 * needs; Lighthouse's simulation counts every request made before the largest paint as delaying
 * it, which put the LCP of five routes whose largest paint is their first at 1.12–1.30 × the
 * scriptless copy's (2026-11-27 11:37 UTC; budget 1.10).
 */
export function loaderAfterPaint(html: string): string {
  return html.replace(
    /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g,
    (_, src: string) => `<script ${ENTRY_ATTRIBUTE}="${src}">${BOOT_SCRIPT}</script>`,
  );
}

/** Applies `loaderAfterPaint` to the built page template (the dev server links its entry). */
export function loaderAfterPaintPlugin(): Plugin {
  return {
    name: 'loader-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: loaderAfterPaint },
  };
}
