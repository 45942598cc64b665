import { type ReactNode, Suspense, useEffect, useState } from 'react';

/** Ends the current task: what follows runs in a new one, and the browser may paint or answer a tap between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** HydrateLater parts on the page that still show the HTML they arrived in. */
const waiting = new Set<object>();
const hydrated = new WeakSet<object>();
let rootDone = false;

/**
 * What the browser tests wait for before touching a page: set once the page and every HydrateLater
 * part in it are hydrated, because until then a prerendered page's links are plain page loads.
 */
function markWhenAllHydrated() {
  if (rootDone && waiting.size === 0) document.documentElement.dataset.interactive = 'true';
}

/** Called from the root layout's first effect: everything outside the HydrateLater parts is hydrated (or rendered). */
export function rootReady(): void {
  rootDone = true;
  markWhenAllHydrated();
}

function PartHydrated({ part }: { part: object }) {
  useEffect(() => {
    hydrated.add(part);
    waiting.delete(part);
    markWhenAllHydrated();
  }, [part]);
  return null;
}

/**
 * A part of a prerendered page that React hydrates in a pass of its own after the rest, in slices
 * that give the browser a turn between them: a large form then does not make the page one long task.
 * A tap inside the part before then hydrates it at once and is replayed. Rendered at any other time
 * (the server, a later navigation) it renders with its surroundings.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  // Effects run children first: when the part rendered with the page, PartHydrated has already run.
  useEffect(() => {
    if (!hydrated.has(part)) waiting.add(part);
    return () => {
      waiting.delete(part);
      markWhenAllHydrated();
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}
