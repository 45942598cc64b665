import { expect, type Page } from '@playwright/test';

/** The widths every screen is read at: a phone, a tablet, a laptop. */
export const CHECKED_WIDTHS = [375, 768, 1280] as const;

/**
 * Resizes the page already loaded to each width in turn and fails on any control (a button, a link
 * drawn as a button, a tab, a badge) whose text spills out of its box or is cut off inside it. The page
 * is not reloaded: the layout follows the width at once, and one load is all a sweep can afford.
 * The window is put back at its first size, so the rest of the test sees what it expects. `only` reads
 * fewer widths, for sweeps of many screens where the narrowest is where text spills.
 */
export async function expectControlsFit(page: Page, where: string, only: readonly number[] = CHECKED_WIDTHS) {
  const start = page.viewportSize();
  // The width the page is at is read first, as it is: one resize fewer.
  const widths = [...only].sort((a, b) => Number(b === start?.width) - Number(a === start?.width));
  for (const width of widths) {
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: start?.height ?? 800 });
    const spilled = await page.evaluate(findSpilledControls);
    expect.soft(spilled, `controls whose text does not fit on ${where} at ${width} px`).toEqual([]);
  }
  if (start && start.width !== page.viewportSize()?.width) await page.setViewportSize(start);
}

/** Runs in the page: what is listed is each offending control's text and how far it spills. */
function findSpilledControls(): string[] {
  // Links drawn as buttons carry the Button component's classes, and badges the Badge component's.
  const selector = 'button, [role="tab"], [role="button"], a.inline-flex.rounded-lg, span.rounded-full.ring-inset';
  const found: string[] = [];
  for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    const box = control.getBoundingClientRect();
    // Hidden at this width (a phone-only menu button, a closed panel): nothing to read.
    if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
    // Icon-only and visually hidden controls have no text of their own to measure.
    if (control.classList.contains('sr-only') || !control.innerText.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(control);
    const text = range.getBoundingClientRect();
    const slack = 1;
    const outside = text.left < box.left - slack || text.right > box.right + slack || text.top < box.top - slack || text.bottom > box.bottom + slack;
    // Text clipped by the control itself (overflow hidden, an ellipsis) is cut off just the same.
    const clipped = control.scrollWidth > control.clientWidth + slack || control.scrollHeight > control.clientHeight + slack;
    if (outside || clipped) found.push(`"${control.innerText.trim().replace(/\s+/g, ' ')}" (text ${Math.round(text.width)}×${Math.round(text.height)} in a box of ${Math.round(box.width)}×${Math.round(box.height)})`);
  }
  return found;
}
