/**
 * Where a picture sits on the page, as numbers: the renderer knows each picture's width at every
 * viewport, so its `sizes` can be exact and its widths the ones it is actually shown at.
 * The page's own numbers (container, gutter) are those of `src/styles/global.css`; each type's
 * grid those of its CSS module (`tests/unit/image-slots.test.ts` holds the two together).
 */

/** A CSS length in px, or `clamp(min px, vw vw, max px)`. */
export type Length = number | { min: number; vw: number; max: number };

/** From a viewport width on, the picture fills `share` of a row of `tracks` with `gap` between. */
export interface SlotStep {
  from: number;
  tracks: number;
  /** Its part of the row's free space; an equal column when left out (`5/12` for "5fr 7fr"). */
  share?: number;
  gap?: Length;
}

export type Slot =
  /** Always this many CSS pixels wide (an icon, a portrait, a logo). */
  | { kind: 'fixed'; width: number }
  /** The whole viewport (a hero's or call to action's background). */
  | { kind: 'bleed' }
  /** A column of the page's container; `max` caps it, `inset` is padding around the picture. */
  | {
      kind: 'column';
      steps: [SlotStep, ...SlotStep[]];
      max?: number;
      inset?: number;
      container?: number;
      /**
       * A full-window view: the picture keeps its shape within the window's height less this
       * many px too, so a tall photo on a wide screen is narrower than the column.
       */
      heightLess?: number;
    };

/** No photo is kept or made wider than this on its longer side. */
export const MAX_EDGE = 2560;

/** `.container` in global.css: `max-width: var(--container)`, padding `var(--gutter)`. */
export const PAGE = {
  container: 1200,
  gutter: { min: 16, vw: 4, max: 32 },
  /** The narrowest phone and the widest screen a picture is made for. */
  viewports: { min: 320, max: 2560 },
} as const;

export function lengthAt(length: Length | undefined, viewport: number): number {
  if (length === undefined) return 0;
  if (typeof length === 'number') return length;
  return Math.min(length.max, Math.max(length.min, (length.vw * viewport) / 100));
}

/** The width in CSS pixels a slot has in a viewport this wide. */
export function slotWidth(slot: Slot, viewport: number): number {
  if (slot.kind === 'fixed') return slot.width;
  if (slot.kind === 'bleed') return viewport;
  const container = Math.min(viewport, slot.container ?? PAGE.container);
  const content = container - 2 * lengthAt(PAGE.gutter, viewport);
  const step = [...slot.steps].reverse().find(({ from }) => viewport >= from) ?? slot.steps[0];
  const gap = lengthAt(step.gap, viewport);
  const free = content - (step.tracks - 1) * gap;
  const column = free * (step.share ?? 1 / step.tracks);
  return Math.min(column, slot.max ?? Infinity) - 2 * (slot.inset ?? 0);
}

/** Viewport widths where a slot's width stops being one straight line: steps, clamps, caps. */
function bendsOf(slot: Slot): number[] {
  if (slot.kind !== 'column') return [];
  const clampBends = (length: Length | undefined) =>
    typeof length === 'object'
      ? [(length.min * 100) / length.vw, (length.max * 100) / length.vw]
      : [];
  const container = slot.container ?? PAGE.container;
  const bends = [
    container,
    ...clampBends(PAGE.gutter),
    ...slot.steps.flatMap((step) => [step.from, ...clampBends(step.gap)]),
  ];
  if (slot.max !== undefined) {
    // Where the column reaches or leaves its cap: found by walking the viewports, since the
    // column's width jumps down where the grid adds a track.
    const capped = (viewport: number) =>
      slotWidth({ ...slot, max: undefined }, viewport) >= slot.max!;
    for (let viewport = PAGE.viewports.min + 1; viewport <= PAGE.viewports.max; viewport++)
      if (capped(viewport) !== capped(viewport - 1)) bends.push(viewport);
  }
  return bends;
}

/** The viewport widths that start a straight piece of the slot's width, narrowest first. */
export function breakpointsOf(slot: Slot): number[] {
  const { min, max } = PAGE.viewports;
  const inside = bendsOf(slot)
    .map((bend) => Math.round(bend))
    .filter((bend) => bend > min && bend < max);
  return [...new Set([min, ...inside])].sort((a, b) => a - b);
}

const round = (value: number, digits = 4) => Number(value.toFixed(digits));

/** A straight piece `a·100vw + b px` as CSS, rounded so it is never narrower than the slot. */
function cssLength(a: number, b: number): string {
  const px = Math.ceil(round(b, 2));
  if (Math.abs(a) < 1e-9) return `${px}px`;
  const vw = `${round(a * 100, 3)}vw`;
  if (px === 0) return vw;
  return `calc(${vw} ${px < 0 ? '-' : '+'} ${Math.abs(px)}px)`;
}

/**
 * A slot's width in a piece, and where the slot also fits the window's height, the narrower of
 * that and the width at which a picture of this shape (width ÷ height) is as tall as it may be.
 * The plain width follows under the same condition for a browser that cannot read `min()` in
 * `sizes` (it skips an entry it cannot read); `(min-width: 0px)` always holds, since only the
 * last entry may go without a condition.
 */
function entriesOf(slot: Slot, ratio: number | undefined, media: string, css: string): string[] {
  const less = slot.kind === 'column' ? slot.heightLess : undefined;
  const plain = media ? `${media} ${css}` : css;
  if (less === undefined || ratio === undefined) return [plain];
  const tallest = `calc((100vh - ${less}px) * ${round(ratio)})`;
  return [`${media || '(min-width: 0px)'} min(${css}, ${tallest})`, plain];
}

/**
 * The `sizes` attribute of a slot: in each straight piece between two bends its width is
 * `a·vw + b`, read off two points of the piece, widest viewport first as the attribute wants.
 * `ratio` is the picture's width ÷ height, for a slot that also fits the window's height.
 */
export function sizesOf(slot: Slot, ratio?: number): string {
  if (slot.kind === 'fixed') return `${slot.width}px`;
  if (slot.kind === 'bleed') return '100vw';
  const starts = breakpointsOf(slot);
  const pieces = starts.map((start, i) => {
    const end = starts[i + 1] ?? PAGE.viewports.max;
    const [x1, x2] = [start, start + Math.min(1, (end - start) / 2)];
    const a = (slotWidth(slot, x2) - slotWidth(slot, x1)) / (x2 - x1);
    const b = slotWidth(slot, x1) - a * x1;
    return { start, css: cssLength(a, b) };
  });
  const merged = pieces.filter((piece, i) => i === 0 || piece.css !== pieces[i - 1]?.css);
  return merged
    .reverse()
    .flatMap(({ start, css }, i, all) =>
      entriesOf(slot, ratio, i === all.length - 1 ? '' : `(min-width: ${start}px)`, css),
    )
    .join(', ');
}

/** No step between two widths of a ladder is larger than this, so no screen gets 1.5× the pixels it needs. */
const MAX_STEP = 1.35;
const MERGE_BELOW = 1.1;

/**
 * The widths a picture is made at: each slot's width at each bend (its widest in each piece)
 * at 1× and 2×, merged, with widths filled in where two neighbours are too far apart, and
 * never wider than the source or `MAX_EDGE`.
 */
export function ladderOf(slots: readonly Slot[], sourceWidth: number): number[] {
  const { min, max } = PAGE.viewports;
  const widths = slots.flatMap((slot) =>
    [...breakpointsOf(slot), max]
      // Just before a bend a slot can be at its widest (one column, before the grid splits).
      .flatMap((viewport) => [viewport - 1, viewport])
      .filter((viewport) => viewport >= min)
      .flatMap((viewport) => [slotWidth(slot, viewport), 2 * slotWidth(slot, viewport)]),
  );
  // A photo put in public/ by hand may be wider than any upload is kept: it is made no wider.
  const widest = Math.min(sourceWidth, MAX_EDGE);
  const sorted = [...new Set(widths.map((width) => Math.min(Math.ceil(width), widest)))].sort(
    (a, b) => a - b,
  );
  // Two widths this close would cost a file each and save nothing: the larger serves both.
  const distinct = sorted.filter(
    (width, i) => !((sorted[i + 1] ?? Infinity) / width < MERGE_BELOW),
  );
  return distinct.flatMap((width, i) => {
    const previous = distinct[i - 1];
    if (previous === undefined) return [width];
    const steps = Math.ceil(Math.log(width / previous) / Math.log(MAX_STEP));
    return Array.from({ length: steps }, (_, k) =>
      Math.round(previous * (width / previous) ** ((k + 1) / steps)),
    );
  });
}

/** A picture as wide as a column of the container; the steps are the grid's breakpoints. */
export function column(
  steps: [SlotStep, ...SlotStep[]],
  options: Omit<Extract<Slot, { kind: 'column' }>, 'kind' | 'steps'> = {},
): Slot {
  return { kind: 'column', steps, ...options };
}

export const fixed = (width: number): Slot => ({ kind: 'fixed', width });
export const BLEED: Slot = { kind: 'bleed' };
/** One column on phones, one of two side by side from `from` on (a split layout's halves). */
export const SPLIT_GAP: Length = { min: 32, vw: 5, max: 64 };
