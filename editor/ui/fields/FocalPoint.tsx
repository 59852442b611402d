import type { KeyboardEvent, PointerEvent } from 'react';

export interface Focus {
  x: number;
  y: number;
}

/** One arrow press moves the point this many percent; with Shift, ten times as far. */
const STEP = 5;
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The point of the picture that stays in view where a place crops it: set by pointing at the
 * picture, or with the arrow keys once it has focus (Home puts it back in the centre).
 */
export function FocalPoint({
  src,
  focus,
  onChange,
}: {
  src: string;
  focus: Focus | undefined;
  onChange: (focus: Focus) => void;
}) {
  const point = focus ?? { x: 50, y: 50 };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Home') {
      event.preventDefault();
      return onChange({ x: 50, y: 50 });
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? STEP * 10 : STEP;
    onChange({ x: clamp(point.x + move[0] * step), y: clamp(point.y + move[1] * step) });
  };
  return (
    <div
      className="focal"
      role="slider"
      tabIndex={0}
      aria-label="Focal point"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={point.x}
      aria-valuetext={`${point.x}% from the left, ${point.y}% from the top`}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      <img src={src} alt="" className="thumb" draggable={false} />
      <span className="focal-mark" style={{ left: `${point.x}%`, top: `${point.y}%` }} />
    </div>
  );
}
