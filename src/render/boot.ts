/**
 * The page's one inline script, written into every prerendered page in place of the module
 * script Vite links (scripts/lib/build/entry-after-paint.ts) and allowed by its hash in the
 * Content-Security-Policy (scripts/lib/headers.ts). It asks for the loader (entry-client.ts, named
 * in its `data-entry`) only once the page has painted, so nothing is fetched beside what the
 * first paint needs. Until the app is live the page answers taps itself (links, forms,
 * disclosures), so nothing is kept for it. Plain JavaScript in a string, as the text itself is
 * what the page carries and the policy hashes: keep it small and self-contained.
 */
export const BOOT_SCRIPT =
  '(()=>{' +
  // It runs in the head (where Vite put the module script); the loader is asked for once the
  // page has painted, when the body is there.
  'const d=document,s=d.currentScript;' +
  'let n=0;const go=()=>{if(n++)return;const m=d.createElement("script");' +
  'm.type="module";m.crossOrigin="";m.src=s.dataset.entry;d.body.append(m)};' +
  'const P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("paint")){' +
  'const o=new P(l=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});' +
  'o.observe({type:"paint",buffered:true})}' +
  'else requestAnimationFrame(()=>setTimeout(go,0))' +
  '})()';

/** The attribute of the boot script that names the loader's file. */
export const ENTRY_ATTRIBUTE = 'data-entry';
