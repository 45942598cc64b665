import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { CountryCode } from '../../src/shared/domain/regions';
import { foldForSearch, searchTermsOf, withPreviousTerms } from '../../src/shared/domain/member-search';
import type { BeneficiariesTable, PledgePaymentMethodsTable, ProfileSearchTermsTable, ProfilesTable, ReviewsTable, SubscriptionsTable, UsersTable } from '../../src/server/db/tables';
import { APPLICATION_REASONS, AREA_CODES, EMAIL_DOMAINS, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, PLACES, REVIEW_TEXTS } from './data';
import type { Random } from './random';

const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** A well-formed code of the place's zone (US) or province letter (Canada); not necessarily a real one. */
function postalCodeIn(country: CountryCode, prefix: string, random: Random): string {
  const digit = () => String(random.int(10));
  const letter = () => random.pick([...POSTAL_LETTERS]);
  if (country === 'US') return `${prefix}${digit()}${digit()}${digit()}${digit()}`;
  return `${prefix}${digit()}${letter()} ${digit()}${letter()}${digit()}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Billing days a month's pledges are spread over: every month has a 28th. */
export const BILLING_DAYS = 28;
/** Members joined over the last two years, more of them recently (growth speeds up). */
const HISTORY_MS = 730 * DAY_MS;
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface SeedPlan {
  /** How many members this run adds. */
  count: number;
  /** Members already in the database: the new ones are numbered after them so e-mails stay unique. */
  firstNumber: number;
  now: number;
  passwordHash: string;
  /**
   * With a number, the first `activePledges` members of the run pledge and are active with a saved
   * card, billed on day `index mod 28` after today (the billing days spread the month's charges, as
   * sign-ups do), and no other member is active. Without, 8% of members are active, unbilled.
   */
  activePledges?: number;
  /** Referral codes already taken. */
  takenCodes: Set<string>;
}

export interface MemberRows {
  user: UsersTable;
  profile: Insertable<ProfilesTable>;
  subscription: Insertable<SubscriptionsTable>;
  method?: PledgePaymentMethodsTable;
  terms: ProfileSearchTermsTable[];
  application?: Insertable<BeneficiariesTable>;
  review?: ReviewsTable;
}

/**
 * Makes member after member. Earlier members are remembered by index only (ids and device numbers),
 * so a million fit in memory easily.
 */
export function createMemberFactory(random: Random, plan: SeedPlan) {
  const ids: string[] = [];
  const devices = new Int32Array(plan.count);
  const start = plan.now - HISTORY_MS;
  const pickPlace = random.weighted(PLACES.map((p) => [p, p[2]] as const));
  const pickMarital = random.weighted([['married', 55], ['single', 35], ['divorced', 6], ['widowed', 4]] as const);
  const pickStatus = random.weighted([['pending', 86], ['active', 8], ['paused', 3.5], ['cancelled', 2.5]] as const);
  const pickAmount = random.weighted([[1000, 85], [1500, 5], [2000, 5], [2500, 3], [5000, 2]] as const);
  const pickRating = random.weighted([[5, 55], [4, 30], [3, 10], [2, 3], [1, 2]] as const);
  const reviewers: string[] = [];

  const deviceHash = (device: number) => createHash('sha256').update(`seed-device-${device}`).digest('hex');

  function referralCode(): string {
    for (;;) {
      let code = '';
      for (let k = 0; k < 8; k++) code += REFERRAL_ALPHABET[random.int(REFERRAL_ALPHABET.length)];
      if (!plan.takenCodes.has(code)) {
        plan.takenCodes.add(code);
        return code;
      }
    }
  }

  function emailFor(first: string, last: string, number: number): string {
    const clean = (s: string) => foldForSearch(s).replace(/[^a-z0-9]/g, '');
    const [f, l] = [clean(first), clean(last)];
    const local = random.pick([`${f}.${l}${number}`, `${f}${l}${number}`, `${f[0]}${l}${number}`, `${f}_${l}${number}`, `${l}.${f}${number}`]);
    return `${local}@${random.pick(EMAIL_DOMAINS)}`;
  }

  function dateOfBirth(now: number): string {
    const ageDays = (18 + random.next() * 57) * 365.25 * DAY_MS;
    return new Date(now - ageDays).toISOString().slice(0, 10);
  }

  /** Someone joined through a friend about 30% of the time; a few active ambassadors bring in most. */
  function referrer(index: number): string | null {
    if (index === 0 || !random.chance(0.3)) return null;
    if (random.chance(0.5)) {
      const ambassadors = Math.ceil(index / 200);
      return ids[Math.min(index - 1, random.int(ambassadors) * 200)]!;
    }
    return ids[random.int(index)]!;
  }

  return {
    /** The first members of a run review applications, so they are made admins. */
    reviewers,

    next(index: number): MemberRows {
      const number = plan.firstNumber + index + 1;
      const id = random.uuid();
      ids.push(id);
      const createdMs = Math.floor(start + HISTORY_MS * Math.sqrt((index + 1) / plan.count)) - random.int(1000);
      const created = new Date(Math.min(createdMs, plan.now - 1000)).toISOString();
      const gender = random.chance(0.02) ? random.pick(['other', 'prefer_not_to_say'] as const) : random.chance(0.5) ? 'male' : 'female';
      const first = random.pickSkewed(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
      const last = random.pickSkewed(LAST_NAMES);
      const middle = random.chance(0.08) ? ` ${random.pickSkewed(LAST_NAMES)}` : '';
      const fullName = `${first}${middle} ${last}`;
      const email = emailFor(first, last, number);
      const code = referralCode();
      // Families often sign up from one phone or computer: about 3% share a device with a recent member.
      devices[index] = index > 50 && random.chance(0.03) ? devices[index - 1 - random.int(50)]! : index;
      const place = random.chance(0.02) ? undefined : pickPlace();
      const picked = pickStatus();
      const pledging = plan.activePledges !== undefined && index < plan.activePledges;
      const status = pledging ? 'active' : plan.activePledges !== undefined && picked === 'active' ? 'pending' : picked;
      const phone = random.chance(0.75) ? `+1${random.pick(AREA_CODES)}55501${String(random.int(100)).padStart(2, '0')}` : null;
      if (index < 3) reviewers.push(id);
      const verified = random.chance(0.7) ? 1 : 0;
      const state = place ? place[0] : '';
      // Members who joined before the postal code was asked have none.
      const postalCode = place && random.chance(0.7) ? postalCodeIn(place[1], place[4], random) : null;

      const amount = pickAmount();
      const billed = pledging ? new Date(plan.now + (index % BILLING_DAYS) * DAY_MS) : new Date(plan.now + random.int(30) * DAY_MS);
      const rows: MemberRows = {
        user: { id, email, password_hash: plan.passwordHash, created_at: created },
        profile: {
          id,
          full_name: fullName,
          email,
          phone,
          phone_verified: phone && random.chance(0.6) ? 1 : 0,
          dob: dateOfBirth(plan.now),
          gender,
          marital_status: pickMarital(),
          referral_code: code,
          referred_by: referrer(index),
          city: place ? random.pickSkewed(place[3]) : '',
          state,
          country: place ? place[1] : 'US',
          postal_code: postalCode,
          verified,
          subscription_status: status,
          device_hash: deviceHash(devices[index]!),
          locale: null,
          created_at: created,
          updated_at: created,
        },
        subscription: {
          id: random.uuid(),
          user_id: id,
          status,
          monthly_amount_cents: amount,
          start_date: created.slice(0, 10),
          next_billing_date: status === 'active' ? billed.toISOString().slice(0, 10) : null,
          created_at: created,
          updated_at: created,
        },
        terms: withPreviousTerms(searchTermsOf({ full_name: fullName, email, referral_code: code })).map((t) => ({
          ...t, profile_id: id, created_at: created, verified, subscription_status: status, state, country: place ? place[1] : 'US',
        })),
      };
      if (pledging) {
        rows.method = {
          user_id: id, provider: 'stripe', customer_id: `cus_seed${number}`, payment_method_id: `pm_seed${number}`, method_type: 'card', currency: 'USD',
          cover_fee: 0, charge_amount_cents: amount, setup_id: `seti_seed${number}`, updated_at: created, method_label: 'visa', method_last4: String(4000 + (number % 1000)).slice(-4),
        };
      }
      const after = (iso: string) => new Date(Date.parse(iso) + random.next() * (plan.now - Date.parse(iso))).toISOString();
      if (reviewers.length === 3 && random.chance(0.02)) {
        // 60% still under review, 25% approved, 15% rejected (reviewed but not approved).
        const outcome = random.next();
        const applied = after(created);
        const reviewed = outcome < 0.6 ? null : after(applied);
        rows.application = {
          id: random.uuid(),
          user_id: id,
          reason: random.pick(APPLICATION_REASONS),
          approved: outcome >= 0.75 ? 1 : 0,
          reviewed_by: reviewed ? random.pick(reviewers) : null,
          reviewed_at: reviewed,
          amount_received_cents: null,
          move_down: random.chance(0.03) ? 1 : 0,
          distribution_id: null,
          created_at: applied,
        };
      }
      if (random.chance(0.01)) {
        const [title, content] = random.pick(REVIEW_TEXTS);
        const approved = random.chance(0.8);
        const written = after(created);
        rows.review = {
          id: random.uuid(), user_id: id, title, content, rating: pickRating(), is_approved: approved ? 1 : 0, created_at: written,
          moderated_at: approved ? written : null, moderated_by: approved ? random.pick(reviewers) : null,
        };
      }
      return rows;
    },
  };
}
