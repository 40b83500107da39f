import { useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The comment's HTML (sanitised by the server), clamped to six lines with 'Read more' only when it is longer (spec §5). */
export function CommentContent({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);
  const id = useId();
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || open) return;
    const overflowing = () => element.scrollHeight > element.clientHeight + 1;
    if (typeof ResizeObserver === 'undefined') {
      setOverflows(overflowing());
      return;
    }
    // Measured when the observer reports, after the browser's layout and before its paint (measured here, in React's
    // commit, each comment laid the page out there and then); it reports again when a narrower column wraps the text.
    const observer = new ResizeObserver(() => flushSync(() => setOverflows(overflowing())));
    observer.observe(element);
    return () => observer.disconnect();
  }, [html, open]);
  return (
    <>
      <div
        ref={box}
        id={id}
        className={`cmy-comment__content${open ? '' : ' cmy-comment__content--clamped'}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {(overflows || open) && (
        <button
          type="button"
          className="cmy-comment__more"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Read less' : 'Read more'}
        </button>
      )}
    </>
  );
}
