import { z } from 'zod';
import { FIRST_STATEMENT_YEAR } from '../domain/contributions';

const LAST_STATEMENT_YEAR = 2200;

const YEAR_MESSAGE = /*i18n*/ 'Please choose a year from 2024 on';

const year = z.coerce.number(YEAR_MESSAGE).int(YEAR_MESSAGE).min(FIRST_STATEMENT_YEAR, YEAR_MESSAGE).max(LAST_STATEMENT_YEAR, YEAR_MESSAGE);

/** ?year=YYYY; the current year (UTC) when absent. */
export const contributionsQuerySchema = z.strictObject({ year: year.optional() });

export const statementParams = z.object({ year });

export const memberStatementParams = z.object({ id: z.uuid(/*i18n*/ 'Member not found'), year });
