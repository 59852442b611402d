import type { Site } from '../../schema/site';
import type { Image } from '../../schema/primitives';
import { traitsOf } from '../../sections/definitions';
import type { Section } from '../../sections/registry';
import { expandBlocks } from '../blocks';
import { isRaster } from '../images/files';
import { MAX_EDGE, PAGE, slotWidth, type Slot } from '../images/slots';
import type { JsonPath, Problem } from '../../base/problem';

type Report = (problem: Problem) => void;

// Every post's lead picture has the same slot: each is measured over every window width once.
const widest = new Map<string, { width: number; viewport: number }>();

/** The widest a slot is shown, and at which window width. */
function widestOf(slot: Slot): { width: number; viewport: number } {
  const key = JSON.stringify(slot);
  let found = widest.get(key);
  if (!found) widest.set(key, (found = measureWidest(slot)));
  return found;
}

function measureWidest(slot: Slot): { width: number; viewport: number } {
  let widest = { width: 0, viewport: PAGE.viewports.min };
  for (let viewport = PAGE.viewports.min; viewport <= PAGE.viewports.max; viewport++) {
    const width = slotWidth(slot, viewport);
    if (width > widest.width + 0.5) widest = { width, viewport };
  }
  return widest;
}

function isImage(value: unknown): value is Image {
  return typeof value === 'object' && value !== null && 'src' in value && 'width' in value;
}

/** A photo narrower than its place at 2× will look blurry there: say where, and what is needed. */
function checkFits(image: Image, slot: Slot, path: JsonPath, report: Report) {
  if (!isRaster(image.src)) return;
  const { width, viewport } = widestOf(slot);
  const needed = Math.min(Math.ceil(2 * width), MAX_EDGE);
  if (image.width >= needed) return;
  report({
    path: [...path, 'width'],
    severity: 'warning',
    message: `the picture ${image.src} is ${image.width} px wide, but this place shows it ${Math.ceil(width)} px wide (in a ${viewport} px wide window), ${needed} px on a 2× screen: it will look blurry there; use a picture at least ${needed} px wide`,
  });
}

/** Every picture a section holds directly, checked against the place its type gives it. */
function checkSection(section: Section, path: JsonPath, report: Report) {
  // A block reference has no slots: its sections are checked in `blocks`.
  const slots = traitsOf(section).imageSlots?.(section) ?? {};
  for (const [field, value] of Object.entries(section)) {
    const slot = slots[field];
    if (!slot) continue;
    const images = Array.isArray(value) ? value : [value];
    images.forEach((image: unknown, i) => {
      if (isImage(image))
        checkFits(
          image,
          slot,
          Array.isArray(value) ? [...path, field, i] : [...path, field],
          report,
        );
    });
  }
  // Cards hold their pictures one level down.
  for (const [field, value] of Object.entries(section))
    if (Array.isArray(value))
      value.forEach((item: unknown, i) => {
        if (typeof item !== 'object' || item === null || isImage(item)) return;
        for (const [inner, image] of Object.entries(item)) {
          const slot = slots[inner];
          if (slot && isImage(image)) checkFits(image, slot, [...path, field, i, inner], report);
        }
      });
}

/** Pictures too small for where they are shown: on pages, in blocks, and as posts' lead pictures. */
export function checkImageSizes(site: Site, report: Report) {
  site.pages.forEach((page, p) =>
    page.sections.forEach((section, s) =>
      checkSection(section, ['pages', p, 'sections', s], report),
    ),
  );
  for (const [name, sections] of Object.entries(site.blocks))
    sections.forEach((section, s) => checkSection(section, ['blocks', name, s], report));
  // The template's sections as a post renders them; a missing block is reported elsewhere.
  for (const { section } of expandBlocks(site.blocks, site.blog.template, [], () => {})) {
    const slot = traitsOf(section).postImage?.(section);
    if (slot)
      site.blog.posts.forEach((post, i) =>
        checkFits(post.image, slot, ['blog', 'posts', i, 'image'], report),
      );
  }
}

/** Files in public/uploads/ that no `src` names: uploads left behind, published for nothing. */
export function checkUnusedUploads(site: Site, uploads: readonly string[], report: Report) {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value))
        if (key === 'src' && typeof inner === 'string') used.add(inner);
        else visit(inner);
  };
  visit(site);
  for (const upload of uploads)
    if (!used.has(upload))
      report({
        path: [],
        severity: 'warning',
        message: `the file "public${upload}" is not used by any page: remove it, or show it somewhere`,
      });
}

/** A picture file's size as a browser shows it: after its EXIF turn. */
export type ImageShape = (path: string) => { width: number; height: number } | undefined;

/**
 * A photo whose `width` and `height` do not have its file's shape: the space kept for it would
 * squeeze or cut it. A camera's photo put in public/ by hand is the usual case: its file says
 * 4000×3000, but it is shown turned upright, 3000×4000.
 */
export function checkImageShapes(site: Site, shapeOf: ImageShape, report: Report) {
  const visit = (value: unknown, path: JsonPath) => {
    if (Array.isArray(value)) return value.forEach((item: unknown, i) => visit(item, [...path, i]));
    if (typeof value !== 'object' || value === null) return;
    if (isImage(value) && isRaster(value.src) && value.src.startsWith('/')) {
      const file = shapeOf(value.src);
      const { width, height } = value;
      if (file && Math.abs((width * file.height) / (height * file.width) - 1) > 0.01)
        report({
          path: [...path, 'width'],
          severity: 'warning',
          message: `the picture ${value.src} is ${file.width}×${file.height} as it is shown (turned upright), but "width" and "height" say ${width}×${height}: the space kept for it would squeeze or cut it; write "width": ${file.width}, "height": ${file.height}`,
        });
      return;
    }
    for (const [key, inner] of Object.entries(value)) visit(inner, [...path, key]);
  };
  visit(site, []);
}
