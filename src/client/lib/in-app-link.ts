import type { NavigateFunction } from 'react-router';

/**
 * Routes a click on a plain link to one of the app's own pages (`/privacy`) through the router, so it
 * moves within the app instead of reloading the page. Links a component handles itself (their click is
 * already prevented), other sites, anchors, new tabs and modified clicks are left to the browser.
 */
export function followInAppLink(event: MouseEvent, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a');
  const href = link?.getAttribute('href');
  if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target === '_blank' || link.hasAttribute('download')) return;
  event.preventDefault();
  void navigate(href);
}
