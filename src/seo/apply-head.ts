import type { HeadTag } from './head';

/** Replaces the head tags of the previous route with those of the new one (client navigation). */
export function applyHead(tags: readonly HeadTag[]) {
  document.head.querySelectorAll('[data-head]').forEach((element) => element.remove());
  for (const tag of tags) {
    if (tag.tag === 'title') {
      document.title = tag.text;
      continue;
    }
    const element =
      tag.tag === 'jsonld'
        ? document.createElement('script')
        : document.createElement(tag.tag === 'meta' ? 'meta' : 'link');
    if (tag.tag === 'jsonld') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = tag.json;
    } else {
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    }
    element.setAttribute('data-head', '');
    document.head.appendChild(element);
  }
}
