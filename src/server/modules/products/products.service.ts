import { randomUUID } from 'node:crypto';
import type { AdminProduct, AdminProductsResponse, StoreProductsResponse } from '../../../shared/api';
import { offsetOf, type PageQuery } from '../../../shared/schemas/paging';
import { PRODUCT_MESSAGES, type ProductData, type ProductListQuery } from '../../../shared/schemas/products';
import type { Executor } from '../../db/executor';
import type { ProductsTable } from '../../db/tables';
import { flag, nowIso } from '../../db/time';
import { notFound } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { productsRepository } from './products.repository';

const ENTITY = 'product';

const toAdminProduct = ({ is_active, ...row }: ProductsTable): AdminProduct => ({ ...row, is_active: is_active === 1 });

const toColumns = (data: ProductData) => ({ ...data, is_active: flag(data.is_active) });

/**
 * Products are not financial records (nothing refers to them yet: there are no orders), so a delete
 * removes the row; the audit entry keeps the whole product as it was.
 */
export function createProductsService(deps: { db: Executor; audit: AuditService }) {
  return {
    async list({ q, type, active, ...page }: ProductListQuery): Promise<AdminProductsResponse> {
      const filter = { q, type, active };
      const [rows, total] = await Promise.all([
        productsRepository.page(deps.db, filter, offsetOf(page), page.page_size),
        productsRepository.count(deps.db, filter),
      ]);
      return { items: rows.map(toAdminProduct), page: page.page, page_size: page.page_size, total };
    },

    /** The store: active products only, newest first, without the file address. */
    async store(page: PageQuery): Promise<StoreProductsResponse> {
      const [items, total] = await Promise.all([
        productsRepository.activePage(deps.db, offsetOf(page), page.page_size),
        productsRepository.count(deps.db, { active: true }),
      ]);
      return { items, page: page.page, page_size: page.page_size, total };
    },

    async create(actor: Actor, data: ProductData): Promise<AdminProduct> {
      const now = nowIso();
      const row: ProductsTable = { id: randomUUID(), ...toColumns(data), created_at: now, updated_at: now };
      return deps.db.transaction().execute(async (trx) => {
        await productsRepository.insert(trx, row);
        const product = toAdminProduct(row);
        await deps.audit.record(trx, actor, { action: 'create', entity_type: ENTITY, entity_id: row.id, after: product });
        return product;
      });
    },

    async update(actor: Actor, id: string, data: ProductData): Promise<AdminProduct> {
      return deps.db.transaction().execute(async (trx) => {
        const before = await productsRepository.lockAndRead(trx, id);
        if (!before) throw notFound(PRODUCT_MESSAGES.notFound);
        const after = toAdminProduct(await productsRepository.update(trx, id, { ...toColumns(data), updated_at: nowIso() }));
        await deps.audit.record(trx, actor, { action: 'update', entity_type: ENTITY, entity_id: id, before: toAdminProduct(before), after });
        return after;
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        const before = await productsRepository.delete(trx, id);
        if (!before) throw notFound(PRODUCT_MESSAGES.notFound);
        await deps.audit.record(trx, actor, { action: 'delete', entity_type: ENTITY, entity_id: id, before: toAdminProduct(before) });
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
