import type { ReactNode } from 'react';

/**
 * A figure (money, a count) kept left to right as one unit inside right-to-left text: without it,
 * Arabic's "0.00 US$" breaks around the dollar sign and shows as "$US 0.00". The surrounding
 * text keeps its own direction and alignment.
 */
export function Amount({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
