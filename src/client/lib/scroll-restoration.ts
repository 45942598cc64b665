import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Where the page stands after a move within the app: back or forward returns to where that entry was
 * left, a new address starts at its top (or at the element its #fragment names). The browser's own
 * restoration knows nothing of screens rendered after its jump, so it is turned off; positions are kept
 * for the tab's life, as it would keep them, so a reload lands where the visitor was.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const first = useRef(true);

  useEffect(() => {
    positions.current = savedPositions();
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // A full or refused storage only loses positions.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Recorded while the entry is on show: once the next screen is in the page, the old height is gone.
  useEffect(() => {
    const record = () => {
      if (positions.current) positions.current[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = (positions.current ?? savedPositions())[location.key];
    // The first screen is where the browser put it (a reload returns to the saved position).
    if (first.current) {
      first.current = false;
      if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
