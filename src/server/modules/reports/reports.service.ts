import { randomUUID } from 'node:crypto';
import { monthOf, POOL_CURRENCY } from '../../../shared/domain/ledger';
import { normalizeReceiptCode, toHex } from '../../../shared/domain/receipt-proof';
import type { MonthSignatures } from '../../../shared/oversight';
import type { MonthCommitment, MonthReport, MonthReports, ReceiptProof } from '../../../shared/reports-api';
import { RECEIPT_PROOF_MESSAGES, type ReceiptProofRequest } from '../../../shared/schemas/receipt-proof';
import type { RateLimitRule } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { conflict, notFound } from '../../http/errors';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { StatsService } from '../stats/stats.service';
import { buildTree, CHUNK_SIZE, indexInChunk, leafHash, leafHashes, proofFromChunk } from './receipt-tree';
import { reportsRepository, type TreeSummary } from './reports.repository';

/**
 * An open month gains rows all day long on a billing day: its root is recomputed at most this often,
 * so a stream of proof requests cannot keep the server rehashing a million receipts.
 */
export const OPEN_MONTH_REBUILD_MS = 60_000;

type Tree = NonNullable<Awaited<ReturnType<typeof reportsRepository.latestTree>>>;

const isOpen = (month: string) => month >= monthOf(nowIso());

/**
 * The public monthly report: figures summed from the ledger and the month's distribution, never typed,
 * and a Merkle root over the month's receipts with a proof for each one.
 */
export function createReportsService(deps: {
  db: Executor; stats: StatsService; rateLimits: RateLimitService; proofRateLimit: RateLimitRule;
  /** Each closed month's signatures, from the oversight module. */
  signatures: () => Promise<Map<string, MonthSignatures>>;
}) {
  const builds = new Map<string, Promise<Tree | undefined>>();

  async function build(month: string): Promise<Tree | undefined> {
    // Read first: a row written while the tree is built then shows as newer than it, never as covered.
    const throughSeq = await reportsRepository.lastSeqOfMonth(deps.db, month);
    const receipts = await reportsRepository.monthReceipts(deps.db, month);
    if (receipts.length === 0) return undefined;
    const built = await buildTree(await leafHashes(receipts.map((r) => ({ code: r.code, amount_cents: Number(r.amount_cents), currency: r.currency, month }))));
    const previous = await reportsRepository.latestTree(deps.db, month);
    // Rows that change no receipt (a fee, a refund) leave the root as it is: it is marked as covering them.
    if (previous?.root === built.root) {
      await reportsRepository.advanceThrough(deps.db, previous.id, throughSeq);
      return { ...previous, through_seq: Math.max(Number(previous.through_seq), throughSeq) };
    }
    const tree = {
      id: randomUUID(), month, version: (previous?.version ?? 0) + 1, root: built.root, leaf_count: built.leafCount,
      through_seq: throughSeq, chunk_size: CHUNK_SIZE, chunk_roots: built.chunkRoots, built_at: nowIso(),
    };
    try {
      await deps.db.transaction().execute((trx) => reportsRepository.insertTree(trx, tree, built.chunks));
    } catch (error) {
      // Another instance wrote this version first: its tree covers the same rows or more.
      if (!isUniqueViolation(error)) throw error;
    }
    return reportsRepository.latestTree(deps.db, month);
  }

  /** One build per month at a time in this instance; callers arriving meanwhile share its result. */
  function rebuild(month: string): Promise<Tree | undefined> {
    let running = builds.get(month);
    if (!running) {
      running = build(month).finally(() => builds.delete(month));
      builds.set(month, running);
    }
    return running;
  }

  /** The month's newest tree, rebuilt when rows were written after it (for an open month, not more than once a minute). */
  async function currentTree(month: string): Promise<Tree | undefined> {
    const [latest, lastSeq] = await Promise.all([reportsRepository.latestTree(deps.db, month), reportsRepository.lastSeqOfMonth(deps.db, month)]);
    if (latest && Number(latest.through_seq) >= lastSeq) return latest;
    if (latest && isOpen(month) && Date.now() - Date.parse(latest.built_at) < OPEN_MONTH_REBUILD_MS) return latest;
    return rebuild(month);
  }

  const commitmentOf = (tree: Tree, history: TreeSummary[]): MonthCommitment => ({
    root: tree.root,
    receipts: tree.leaf_count,
    version: tree.version,
    previous_roots: history.filter((h) => h.month === tree.month && h.version < tree.version).map((h) => h.root),
    built_at: tree.built_at,
  });

  let sumsCache: {
    lastSeq: number;
    sums: Awaited<ReturnType<typeof reportsRepository.monthSums>>;
    contributors: Map<string, number>;
    late: Awaited<ReturnType<typeof reportsRepository.lateContributions>>;
  } | undefined;

  /** Summing the whole ledger is the costly part: it is done again only after a row is written. */
  async function ledgerFigures() {
    const lastSeq = await reportsRepository.lastSeq(deps.db);
    if (sumsCache?.lastSeq !== lastSeq) {
      const [sums, contributors, late] = await Promise.all([reportsRepository.monthSums(deps.db), reportsRepository.contributorsByMonth(deps.db), reportsRepository.lateContributions(deps.db)]);
      sumsCache = { lastSeq, sums, contributors, late };
    }
    return sumsCache;
  }

  async function months(): Promise<MonthReports> {
    if ((await deps.stats.get()).phase !== 2) return { phase: 1, months: [] };
    const [{ sums, contributors, late }, distributions, signatures] = await Promise.all([ledgerFigures(), reportsRepository.distributions(deps.db), deps.signatures()]);
    const byMonth = new Map(distributions.map((d) => [d.month_year, d]));
    const all = [...new Set([...sums.map((s) => s.month), ...byMonth.keys()])].sort().reverse();
    const trees = new Map<string, Tree | undefined>();
    for (const month of all) trees.set(month, await currentTree(month));
    const history = await reportsRepository.treeSummaries(deps.db);
    return {
      phase: 2,
      months: all.map((month) => {
        const s = sums.find((x) => x.month === month);
        const d = byMonth.get(month);
        const tree = trees.get(month);
        const net = s?.net ?? 0;
        const shared = d ? Number(d.total_retained_cents) + Number(d.total_distributed_cents) : 0;
        return {
          month,
          currency: POOL_CURRENCY,
          collected_cents: s?.collected ?? 0,
          fees_cents: -(s?.fees ?? 0),
          refunds_cents: -(s?.refunds ?? 0),
          returned_cents: s?.returned ?? 0,
          operations_cents: d ? Number(d.total_retained_cents) : null,
          distributed_cents: d ? Number(d.total_distributed_cents) : null,
          distribution_status: d?.status ?? null,
          carried_forward_cents: net - shared,
          late_contributions: late.filter((l) => l.pool_month === month).map((l) => ({ month: l.month, count: l.count })),
          contributors: contributors.get(month) ?? 0,
          beneficiaries: d ? Number(d.beneficiaries_count) : null,
          open: isOpen(month),
          commitment: tree ? commitmentOf(tree, history) : null,
          signatures: signatures.get(month) ?? null,
        };
      }),
    };
  }

  return {
    months,

    async month(month: string): Promise<MonthReport> {
      const report = (await months()).months.find((m) => m.month === month);
      if (!report) throw notFound('No report for this month');
      return report;
    },

    /** The path from the receipt's leaf to its month's root; the browser recomputes it rather than trusting this answer. */
    async proof(input: ReceiptProofRequest, ip: string): Promise<ReceiptProof> {
      await deps.rateLimits.consume(deps.proofRateLimit, `receipt-proof:${ip}`);
      const code = normalizeReceiptCode(input.code);
      const receipt = code === undefined ? undefined : await reportsRepository.findReceipt(deps.db, code);
      if (!code || !receipt) throw notFound(RECEIPT_PROOF_MESSAGES.unknown);
      if (input.month && input.month !== receipt.month) throw conflict(RECEIPT_PROOF_MESSAGES.otherMonth);
      if (receipt.corrected_by) throw conflict(RECEIPT_PROOF_MESSAGES.corrected);
      const tree = await currentTree(receipt.month);
      if (!tree || Number(receipt.seq) > Number(tree.through_seq)) throw conflict(RECEIPT_PROOF_MESSAGES.notYet);
      const leaf = { code, amount_cents: Number(receipt.amount_cents), currency: receipt.currency, month: receipt.month };
      const hash = leafHash(leaf);
      const chunk = await reportsRepository.findChunk(deps.db, tree.id, toHex(hash));
      const index = chunk ? indexInChunk(chunk.hashes, hash) : -1;
      // A newer version replaced this tree's blocks between the two reads: the next request finds it.
      if (!chunk || index < 0) throw conflict(RECEIPT_PROOF_MESSAGES.notYet);
      return {
        leaf,
        leaf_hash: toHex(hash),
        path: proofFromChunk(chunk.hashes, index, chunk.chunk, tree.chunk_roots),
        root: tree.root,
        receipts: tree.leaf_count,
        version: tree.version,
        built_at: tree.built_at,
        open: isOpen(receipt.month),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
