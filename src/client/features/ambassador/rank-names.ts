import type { AmbassadorRank } from '../../../shared/domain/ambassador';

/** The rank stays the English word the server sends; these are its catalog ids, translated where shown. */
export const RANK_NAMES: Record<AmbassadorRank, string> = {
  Member: /*i18n*/ 'Member',
  Bronze: /*i18n*/ 'Bronze',
  Silver: /*i18n*/ 'Silver',
  Gold: /*i18n*/ 'Gold',
};
