import { useRef, useState, type PointerEvent } from 'react';

const EDGE = 72;
const SCROLL_STEP = 24;

/**
 * Dragging a row by its handle with pointer events (mouse, pen and touch alike; the HTML drag and
 * drop API has no touch support). The row is moved once, on release, to the slot the pointer is over;
 * until then `drag` says which row is carried and where it would land, for the styling.
 */
export function usePointerReorder(onDrop: (from: number, to: number) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const dragRef = useRef(drag);
  dragRef.current = drag;

  /** The index the carried row would take if dropped at this height. */
  function targetAt(from: number, clientY: number): number {
    const rows = [...(listRef.current?.children ?? [])];
    const slot = rows.findIndex((row) => {
      const box = row.getBoundingClientRect();
      return clientY < box.top + box.height / 2;
    });
    if (slot === -1) return rows.length - 1;
    return slot > from ? slot - 1 : slot;
  }

  function handle(index: number) {
    return {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        setDrag({ from: index, to: index });
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = dragRef.current;
        if (!current) return;
        // Stops are tall: near the window's edge the page scrolls, so a far slot can be reached.
        if (event.clientY < EDGE) window.scrollBy(0, -SCROLL_STEP);
        else if (event.clientY > window.innerHeight - EDGE) window.scrollBy(0, SCROLL_STEP);
        const to = targetAt(current.from, event.clientY);
        if (to !== current.to) setDrag({ from: current.from, to });
      },
      onPointerUp: () => {
        const current = dragRef.current;
        setDrag(null);
        if (current && current.to !== current.from) onDrop(current.from, current.to);
      },
      onPointerCancel: () => setDrag(null),
    };
  }

  return { listRef, drag, handle };
}
