import { type RefObject, useEffect, useState } from 'react';

/** How far below the screen a box starts to count as near: the time to fetch and draw it while the reader scrolls. */
const NEAR = '300px';

/**
 * True once the element has come within reach of the viewport and the browser has had an idle
 * moment: heavy parts below the fold (a chart) then cost the first load nothing. Without an
 * IntersectionObserver the answer is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const show = () => setNear(true);
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(show, { timeout: 1000 }) : window.setTimeout(show, 1);
      },
      { rootMargin: `0px 0px ${NEAR} 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ref, near]);
  return near;
}
