/**
 * The page's one inline script, written into every prerendered page in place of the module
 * script Vite links (scripts/lib/build/entry-after-paint.ts) and allowed by its hash in the
 * Content-Security-Policy (scripts/lib/headers.ts). It asks for the loader (entry-client.ts, named
 * in its `data-entry`) only once the page has painted, so nothing is fetched beside what the
 * first paint needs; until the loader arrives it keeps the taps on the page's script buttons,
 * which the loader takes over (holdEarlyTaps in early-taps.ts). Plain JavaScript in a string, as
 * the text itself is what the page carries and the policy hashes: keep it small and
 * self-contained.
 */
export const BOOT_SCRIPT =
  '(()=>{' +
  'const d=document,s=d.currentScript,t=[];' +
  // It runs in the head (where Vite put the module script), before the root exists.
  'const k=e=>{const b=e.target instanceof Element?e.target.closest(\'button[type="button"]\'):null,' +
  'r=d.getElementById("root");if(b&&r&&r.contains(b)&&!t.includes(b))t.push(b)};' +
  'addEventListener("click",k,true);' +
  'window.__earlyTaps={taps:t,stop:()=>removeEventListener("click",k,true)};' +
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

/** What the boot script leaves for the loader: the taps it kept, and how to stop keeping them. */
export interface EarlyTapsBefore {
  taps: Element[];
  stop: () => void;
}
