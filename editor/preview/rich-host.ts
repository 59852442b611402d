import { createRoot, type Root } from 'react-dom/client';
import type { BlockPlace } from '../lib/rich-blocks';

/*
 * Where the toolbar of a rich text being edited lives and stands (one place in the page, drawn
 * at its true size however small the editor shows the page), and where a rich text's blocks
 * are found again after they change.
 */

let tools: { container: HTMLElement; root: Root } | undefined;

/** How much smaller than its true size the editor shows the page (1: true size). */
let previewScale = 1;

export function setPreviewScale(scale: number) {
  previewScale = scale > 0 && scale <= 1 ? scale : 1;
  document.documentElement.style.setProperty('--grow', String(1 / previewScale));
}

export function toolsHost() {
  if (!tools) {
    const container = document.createElement('div');
    container.className = 'in-place-tools';
    document.body.append(container);
    tools = { container, root: createRoot(container) };
  }
  return tools;
}

/**
 * The toolbar just above the text (under it at the top of the page), inside the page's width;
 * the link chooser under the text, leaving the words it links in sight. The toolbar grows by a
 * transform: sizes read from the page are the scaled ones, lengths set inside it are not.
 */
export function placeTools(container: HTMLElement, element: HTMLElement) {
  const grow = 1 / previewScale;
  const box = element.getBoundingClientRect();
  const bar = container.querySelector('.in-place-toolbar')?.getBoundingClientRect();
  const height = bar?.height ?? 0;
  const widest = window.scrollX + document.documentElement.clientWidth - (bar?.width ?? 0) - 8;
  const above = box.top + window.scrollY - height - 8;
  const top = above >= 0 ? above : box.bottom + window.scrollY + 8;
  container.style.left = `${Math.max(0, Math.min(box.left + window.scrollX, widest))}px`;
  container.style.top = `${top}px`;
  container.style.setProperty('--grow', String(grow));
  const under = above >= 0 ? box.bottom + window.scrollY + 8 - top : height + 8;
  container.style.setProperty('--under', `${under / grow}px`);
}

/**
 * The element that holds a rich text's blocks, in order, as the site's RichText draws them: a
 * paragraph's parent, a list item's list's parent. It stays while the blocks in it change, so
 * the block or item at a place is found in it after any change.
 */
export function blocksElement(element: HTMLElement, place: BlockPlace): Element | null {
  return place.item === undefined
    ? element.parentElement
    : (element.parentElement?.parentElement ?? null);
}

export function elementAt(container: Element, place: BlockPlace): HTMLElement | undefined {
  const block = container.children[place.block];
  const found = place.item === undefined ? block : block?.children[place.item];
  return found instanceof HTMLElement ? found : undefined;
}
