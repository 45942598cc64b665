import { sql } from 'kysely';
import type { ProductType } from '../../../shared/schemas/products';
import type { Executor } from '../../db/executor';
import type { ProductsTable } from '../../db/tables';

export interface ProductFilter {
  /** Part of the name, any case. */
  q?: string | undefined;
  type?: ProductType | undefined;
  active?: boolean | undefined;
}

/** What members may see in the store: the file address stays with the admins until a purchase exists. */
const STORE_COLUMNS = ['id', 'name', 'description', 'price_cents', 'product_type', 'image_url', 'stock_quantity', 'created_at'] as const;

/** % and _ typed by the admin are searched for literally. SQLite has no default LIKE escape, so it is named. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filtered = (db: Executor, f: ProductFilter) => {
  let q = db.selectFrom('products');
  if (f.q) q = q.where(sql<boolean>`lower(name) like ${containsPattern(f.q)} escape '\\'`);
  if (f.type) q = q.where('product_type', '=', f.type);
  if (f.active !== undefined) q = q.where('is_active', '=', f.active ? 1 : 0);
  return q;
};

export const productsRepository = {
  /** Newest first; the id breaks ties between products created in the same millisecond. */
  page(db: Executor, f: ProductFilter, offset: number, limit: number) {
    return filtered(db, f).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  },

  async count(db: Executor, f: ProductFilter): Promise<number> {
    const row = await filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The store's list (active products, newest first), served by products_active_idx. */
  activePage(db: Executor, offset: number, limit: number) {
    return filtered(db, { active: true }).select(STORE_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  },

  async insert(db: Executor, product: ProductsTable) {
    await db.insertInto('products').values(product).execute();
  },

  /**
   * The product as it is now, held until the transaction ends: a write that changes nothing takes a
   * row lock on PostgreSQL and the write lock on SQLite, so the audited before-state cannot go stale.
   */
  lockAndRead(db: Executor, id: string) {
    return db.updateTable('products').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', id).returningAll().executeTakeFirst();
  },

  update(db: Executor, id: string, changes: Omit<ProductsTable, 'id' | 'created_at'>) {
    return db.updateTable('products').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },

  /** Removes the product and returns it as it was, for the audit trail. */
  delete(db: Executor, id: string) {
    return db.deleteFrom('products').where('id', '=', id).returningAll().executeTakeFirst();
  },
};
