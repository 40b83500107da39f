import { startTransition, useCallback, useRef, useState } from 'react';

/** The width before any is measured (jsdom, a hidden tab): a desktop page's. */
const UNMEASURED_WIDTH = 1200;
/** Widths are rounded down to this step: a scrollbar coming and going must not reflow the rows. */
const STEP = 24;

/**
 * The element's inner width, followed as it changes; undefined until it is known, while the element shows what stands
 * in for its content. It is read when its ResizeObserver reports, after the browser's own layout (read in React's
 * commit, it laid the page out there and then), and what is drawn for it comes in a transition, a render React
 * interrupts for the browser: drawn at once, a grid of cards was one long task on a phone.
 */
export function useContainerWidth() {
  const [width, setWidth] = useState<number>();
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    const measure = () => {
      const measured = Math.max(STEP, Math.floor((node.clientWidth || UNMEASURED_WIDTH) / STEP) * STEP);
      startTransition(() => setWidth(measured));
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
  }, []);
  return [width, ref] as const;
}
