import type { I18n } from '@lingui/core';
import type { MyContributions, ProcessingCharge } from '../../../shared/contributions-api';
import { groupByMonth, totalsOf } from '../../../shared/domain/contributions';
import { countryName } from '../../../shared/domain/regions';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales';
import type { OrganisationProfile } from '../../../shared/schemas/organisation';
import type { RateLimitRule } from '../../config';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { notFound } from '../../http/errors';
import type { Translators } from '../../i18n/catalogs';
import type { PdfWork } from '../../pdf/pdf-pool';
import type { Actor, AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';

interface Deps {
  db: Executor;
  /** The organisation's profile as it is when a statement is drawn. */
  organisation: () => Promise<OrganisationProfile>;
  rateLimit: RateLimitRule;
  ledger: LedgerService;
  members: MembersService;
  audit: AuditService;
  rateLimits: RateLimitService;
  translators: Translators;
  pdfs: PdfWork;
  /** The member's charges still settling, which the ledger does not hold yet. */
  processing: (memberId: string) => Promise<ProcessingCharge[]>;
}

export interface Reader {
  locale: Locale;
  i18n: I18n;
}

const currentYear = () => Number(nowIso().slice(0, 4));

/**
 * A member's own money: their ledger rows of a year grouped by month, and the yearly giving statement
 * drawn from the same rows. Only the ledger counts, so only settled money appears.
 */
export function createStatementsService(deps: Deps) {
  /** A year holds at most twelve months of a few rows each: the year is the page. */
  async function contributions(memberId: string, year = currentYear()): Promise<MyContributions & { lastSeq: number }> {
    const [rows, years, processing] = await Promise.all([deps.ledger.memberYear(memberId, year), deps.ledger.memberYears(memberId), deps.processing(memberId)]);
    const lines = rows.map((r) => ({
      id: r.id,
      month: r.month,
      kind: r.kind,
      counts_as: r.counts_as,
      amount_cents: r.amount_cents,
      currency: r.currency,
      reference: r.source === 'recorded' && r.kind !== 'correction' ? r.reference : null,
      method: r.method,
      corrected: r.corrected_by !== null,
      receipt_code: r.receipt_code,
      created_at: r.created_at,
    }));
    return {
      processing,
      year,
      years: [...new Set([currentYear(), ...years])].sort((a, b) => b - a),
      months: groupByMonth(lines),
      totals: totalsOf(lines),
      lastSeq: rows.at(-1)?.seq ?? 0,
    };
  }

  /** In the reader's language, or in the member's own when the reader is an admin (null). */
  async function statement(memberId: string, year: number, readerOrMember: Reader | null): Promise<{ bytes: Uint8Array; number: string }> {
    const profile = await deps.members.findProfile(memberId);
    if (!profile) throw notFound('Member not found');
    const locale = readerOrMember?.locale ?? (isLocale(profile.locale) ? profile.locale : DEFAULT_LOCALE);
    const reader = { locale, i18n: readerOrMember?.i18n ?? deps.translators[locale] };
    const [mine, org] = await Promise.all([contributions(memberId, year), deps.organisation()]);
    // Names the member, the year and the last row counted: two statements with one number hold the same figures.
    const number = `${year}-${memberId.slice(0, 8).toUpperCase()}-${mine.lastSeq}`;
    const place = [profile.city, [profile.state, profile.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const bytes = await deps.pdfs.draw({
      kind: 'statement',
      content: {
        year,
        number,
        issuedOn: nowIso().slice(0, 10),
        organisation: { legalName: org.legal_name ?? undefined, registrationNumber: org.registration_number ?? undefined, address: org.address ?? undefined },
        member: { name: profile.full_name, addressLines: [place, reader.i18n._(countryName(profile.country))].filter(Boolean) },
        months: mine.months,
        totals: mine.totals,
        locale,
      },
    });
    return { bytes, number };
  }

  return {
    async contributions(memberId: string, year?: number): Promise<MyContributions> {
      const { lastSeq: _lastSeq, ...mine } = await contributions(memberId, year);
      return mine;
    },

    /** The member's own statement; counted per member, since each one is drawn anew. */
    async myStatement(memberId: string, year: number, reader: Reader) {
      await deps.rateLimits.consume(deps.rateLimit, `statement:${memberId}`);
      return (await statement(memberId, year, reader)).bytes;
    },

    /**
     * An admin produces a member's statement (for a member who cannot download it), in the member's
     * language; the trail records who produced which statement number.
     */
    async memberStatement(actor: Actor, memberId: string, year: number) {
      await deps.rateLimits.consume(deps.rateLimit, `statement:${actor.id}`);
      const { bytes, number } = await statement(memberId, year, null);
      await deps.db.transaction().execute((trx) => deps.audit.record(trx, actor, { action: 'statement', entity_type: 'subscriber', entity_id: memberId, after: { year, number } }));
      return bytes;
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
