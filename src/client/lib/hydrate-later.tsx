import { type ReactNode, Suspense } from 'react';

/** Ends the current task: what follows runs in a new one, and the browser may paint or answer a tap between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let held: Promise<void> | undefined;

/**
 * Called just before the page is hydrated: what HydrateLater wraps is then hydrated in the browser's
 * next task instead of this one.
 */
export function holdUntilNextTask(): void {
  held = nextTask().then(() => {
    held = undefined;
  });
}

function Gate({ children }: { children: ReactNode }) {
  if (held) throw held;
  return children;
}

/**
 * Hydrates its children in a task of their own. Preact hydrates a page in one synchronous pass, so a
 * large form made the whole of /auth one long task, during which a tap waited. Suspended while the page
 * hydrates, the children keep their HTML as it is, and the browser gets a turn between the page and
 * them. They must render one element: Preact keeps the first node of a suspended part. Rendered at any
 * other time (the server, a later navigation) they render at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
