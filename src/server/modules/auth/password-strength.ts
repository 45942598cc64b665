import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's scale runs from 0 to 4; 3 means an estimated 10^8 guesses or more, beyond what an online
 * attacker gets through our sign-in limits, and the least the estimator calls "safely unguessable".
 */
const MINIMUM_SCORE = 3;
/**
 * Long repetitive input can keep the estimator busy for seconds, blocking every other request; a
 * longer password is at least as hard to guess as its first 32 characters.
 */
const ESTIMATED_LENGTH = 32;
/**
 * How many look-alike swaps (@ for a, 0 for o...) the estimator undoes at once. Its default of 100
 * tries so many combinations that the check cost a quarter of a sign-up's hashing time; ten still
 * sees through every disguise of a common word that people actually use, as the tests show.
 */
const LOOK_ALIKE_SWAPS = 10;
/** Shorter pieces of a name or address would match inside almost any password and say nothing. */
const SHORTEST_PERSONAL_WORD = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries weigh megabytes: they are read on the first check, once, and never sent to browsers. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, maxLength: ESTIMATED_LENGTH, l33tMaxSubstitutions: LOOK_ALIKE_SWAPS });
  })().catch((err: unknown) => {
    estimator = undefined;
    throw err;
  });
  return estimator;
}

/** What a guesser who knows the person tries first: their name and e-mail, whole and word by word. */
export function personalWords(person: { fullName: string; email: string }): string[] {
  const [localPart = ''] = person.email.split('@');
  const words = [person.fullName, person.email, localPart, ...`${person.fullName} ${person.email}`.split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(words.map((w) => w.trim().toLowerCase()))].filter((w) => w.length >= SHORTEST_PERSONAL_WORD);
}

export async function isTooGuessable(password: string, personal: string[]): Promise<boolean> {
  const result = await (await loadEstimator()).checkAsync(password, personal);
  return result.score < MINIMUM_SCORE;
}
