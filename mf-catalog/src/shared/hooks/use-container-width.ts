import { useCallback, useRef, useState } from 'react';

/** The width before any is measured (jsdom, a hidden tab): a desktop page's. */
const UNMEASURED_WIDTH = 1200;
/** Widths are rounded down to this step: a scrollbar coming and going must not reflow the rows. */
const STEP = 24;

/**
 * The element's inner width, followed as it changes. The ref callback measures during React's commit,
 * so the first layout is drawn at the right width, before the first paint.
 */
export function useContainerWidth() {
  const [width, setWidth] = useState<number>();
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    const measure = () => setWidth(Math.max(STEP, Math.floor((node.clientWidth || UNMEASURED_WIDTH) / STEP) * STEP));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
  }, []);
  return [width, ref] as const;
}
