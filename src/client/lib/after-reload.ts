/**
 * A word carried across a full page load: set before leaving with `reloadInto`, taken once on the page
 * that loads. Leaving by a full load drops everything of the member's from the page's memory.
 */
export function reloadInto(path: string, flag: string): void {
  try {
    sessionStorage.setItem(flag, '1');
  } catch {
    // Storage refused (a private window's quota): the page still loads, only without its notice.
  }
  window.location.assign(path);
}

/** True once after `reloadInto` set the flag; reading it clears it. */
export function takeReloadFlag(flag: string): boolean {
  try {
    if (sessionStorage.getItem(flag) === null) return false;
    sessionStorage.removeItem(flag);
    return true;
  } catch {
    return false;
  }
}
