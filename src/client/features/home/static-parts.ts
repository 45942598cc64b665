import { staticPart } from '../../lib/static-section';

const sections = () => import('./static-sections');
// The prerender renders them at once; the browser's build never holds this import.
const ssr = import.meta.env.SSR ? await sections() : undefined;

export const HOME_VERSES = staticPart('home-verses', ssr?.HomeVerses ?? (() => sections().then((m) => m.HomeVerses)));
export const HOME_DETAILS = staticPart('home-details', ssr?.HomeDetails ?? (() => sections().then((m) => m.HomeDetails)));
