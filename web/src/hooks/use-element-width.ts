import { type RefCallback, useCallback, useRef, useState } from 'react';

/**
 * An element's width in CSS pixels, kept current by a ResizeObserver, so an SVG can be drawn at its
 * real size (text stays 12 px on a phone instead of scaling down with a viewBox). 0 until measured.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    observer.current = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
