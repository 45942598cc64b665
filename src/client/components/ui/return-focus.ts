import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a modal closes: back to what had it when the modal opened (the button that
 * opened it). Read before the modal moves focus inside, since a modal opened from state has no
 * trigger of its own to return to; nothing happens when that element has left the page.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
