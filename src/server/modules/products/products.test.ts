import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AdminProduct } from '../../../shared/api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { productsRepository } from './products.repository';

let t: TestApp;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  member = await createMember(t);
});
afterAll(async () => t.close());

const mat = {
  name: 'Prayer mat',
  description: 'Soft and washable.',
  price: '24.99',
  stock_quantity: '12',
  image_url: 'https://cdn.example.org/mat.jpg',
  digital_file_url: '',
  product_type: 'physical',
  is_active: true,
};
const guide = { ...mat, name: 'Zakat guide', price: 5, stock_quantity: '', image_url: null, digital_file_url: 'https://files.example.org/zakat.pdf', product_type: 'digital' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** null is a visitor: no cookie. */
const as = (who: TestMember | null) => (who ? { cookie: who.cookie } : {});
const create = (payload: object, who: TestMember | null = admin) => t.app.inject({ method: 'POST', url: API.adminProducts, headers: as(who), payload });
const update = (id: string, payload: object, who: TestMember | null = admin) => t.app.inject({ method: 'PUT', url: API.adminProduct(id), headers: as(who), payload });
const remove = (id: string, who: TestMember | null = admin) => t.app.inject({ method: 'DELETE', url: API.adminProduct(id), headers: as(who) });
const list = (query = '', who: TestMember | null = admin) => t.app.inject({ method: 'GET', url: `${API.adminProducts}${query}`, headers: as(who) });

const productRow = (id: string) => t.db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
const auditFor = (id: string) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('entity_type', '=', 'product').where('entity_id', '=', id).orderBy('created_at').execute();

/** A product stored directly, with a chosen creation time, for the ordering and filter tests. */
async function addProduct(name: string, createdAt: string, overrides: Partial<{ product_type: 'physical' | 'digital'; is_active: 0 | 1 }> = {}) {
  const id = randomUUID();
  await t.db.kysely.insertInto('products').values({
    id, name, description: '', price_cents: 1000, product_type: 'physical', image_url: null, digital_file_url: null,
    stock_quantity: 5, is_active: 1, created_at: createdAt, updated_at: createdAt, ...overrides,
  }).execute();
  return id;
}

describe('POST /api/admin/products', () => {
  it('adds a physical product in cents and audits who added what', async () => {
    const res = await create({ ...mat, name: '  Prayer mat ', digital_file_url: 'https://files.example.org/ignored.pdf' });
    expect(res.statusCode).toBe(201);
    const product = res.json() as AdminProduct;
    expect(product).toMatchObject({
      name: 'Prayer mat', description: 'Soft and washable.', price_cents: 2499, stock_quantity: 12, product_type: 'physical',
      image_url: 'https://cdn.example.org/mat.jpg', digital_file_url: null, is_active: true,
    });
    expect(await productRow(product.id)).toMatchObject({ price_cents: 2499, is_active: 1, digital_file_url: null });

    const [entry, ...more] = await auditFor(product.id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ action: 'create', actor_id: admin.id, actor_email: admin.email, before_json: null });
    expect(JSON.parse(entry!.after_json!)).toEqual(product);
  });

  it('stores a digital product with stock 0 and its file address', async () => {
    const res = await create({ ...guide, stock_quantity: '7' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ product_type: 'digital', stock_quantity: 0, digital_file_url: 'https://files.example.org/zakat.pdf', price_cents: 500, image_url: null });
  });

  it.each([
    ['name', '', 'Product name is required'],
    ['name', 'x'.repeat(200), 'Product name must be less than 200 characters'],
    ['description', 'x'.repeat(2000), 'Description must be less than 2000 characters'],
    ['price', '0', 'Price must be greater than 0'],
    ['price', 'abc', 'Price must be a valid number'],
    ['price', '1.999', 'Price can have at most 2 decimal places'],
    ['price', '1000000.01', 'Price must be at most $1,000,000'],
    ['stock_quantity', '1.5', 'Stock must be a whole number'],
    ['stock_quantity', -2, 'Stock cannot be negative'],
    ['image_url', 'mat.jpg', 'Image URL must be valid'],
    ['product_type', 'service', 'Product type is required'],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const name = `Refused ${randomUUID()}`;
    const res = await create({ ...mat, name, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: { [field]: message } });
    expect(await t.db.kysely.selectFrom('products').select('id').where('name', '=', name).execute()).toHaveLength(0);
  });

  it('refuses a bad file address on a digital product', async () => {
    const res = await create({ ...guide, digital_file_url: 'zakat.pdf' });
    expect(res.json().error.message).toBe('Digital file URL must be valid');
  });

  it('answers with the first problem in form order when several fields are wrong', async () => {
    const res = await create({ ...mat, name: '', price: '-1', image_url: 'x' });
    expect(res.json().error.message).toBe('Product name is required');
  });

  it('refuses fields the server sets itself', async () => {
    expect((await create({ ...mat, id: UNKNOWN_ID })).statusCode).toBe(400);
    expect((await create({ ...mat, created_at: '2020-01-01T00:00:00.000Z' })).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('changes the product and audits it with before and after', async () => {
    const before = (await create(mat)).json() as AdminProduct;
    const res = await update(before.id, { ...mat, name: 'Travel prayer mat', price: '19.5', stock_quantity: 0, is_active: false });
    expect(res.statusCode).toBe(200);
    const after = res.json() as AdminProduct;
    expect(after).toMatchObject({ id: before.id, name: 'Travel prayer mat', price_cents: 1950, stock_quantity: 0, is_active: false, created_at: before.created_at });
    expect(after.updated_at >= before.updated_at).toBe(true);
    expect(await productRow(before.id)).toMatchObject({ name: 'Travel prayer mat', price_cents: 1950, is_active: 0 });

    const entries = await auditFor(before.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ actor_id: admin.id, actor_email: admin.email });
    expect(JSON.parse(entries[1]!.before_json!)).toEqual(before);
    expect(JSON.parse(entries[1]!.after_json!)).toEqual(after);
  });

  it('switching to digital sets the stock to 0; back to physical clears the file address', async () => {
    const { id } = (await create(mat)).json() as AdminProduct;
    expect((await update(id, { ...guide, name: mat.name })).json()).toMatchObject({ product_type: 'digital', stock_quantity: 0, digital_file_url: guide.digital_file_url });
    expect((await update(id, { ...mat, digital_file_url: guide.digital_file_url, stock_quantity: 4 })).json()).toMatchObject({ product_type: 'physical', stock_quantity: 4, digital_file_url: null });
  });

  it('validates with the same rules as adding', async () => {
    const { id } = (await create(mat)).json() as AdminProduct;
    const res = await update(id, { ...mat, stock_quantity: '-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Stock cannot be negative');
    expect(await productRow(id)).toMatchObject({ stock_quantity: 12 });
    expect(await auditFor(id)).toHaveLength(1);
  });

  it('answers 404 for an unknown product and audits nothing', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const res = await update(id, mat);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Product not found' });
      expect(await auditFor(id)).toHaveLength(0);
    }
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('removes the product and keeps the whole product in the audit trail', async () => {
    const product = (await create(guide)).json() as AdminProduct;
    const res = await remove(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Product deleted' });
    expect(await productRow(product.id)).toBeUndefined();

    const entries = await auditFor(product.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(entries[1]).toMatchObject({ actor_id: admin.id, after_json: null });
    expect(JSON.parse(entries[1]!.before_json!)).toEqual(product);

    expect((await remove(product.id)).statusCode).toBe(404);
    expect(await auditFor(product.id)).toHaveLength(2);
  });
});

describe('GET /api/admin/products', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await t.db.kysely.deleteFrom('products').execute();
    ids = {
      oldest: await addProduct('Oud 100% pure', '2026-01-01T10:00:00.000Z'),
      inactive: await addProduct('Dates box', '2026-01-02T10:00:00.000Z', { is_active: 0 }),
      digital: await addProduct('Arabic course', '2026-01-03T10:00:00.000Z', { product_type: 'digital' }),
      newest: await addProduct('DATES gift set', '2026-01-04T10:00:00.000Z'),
    };
  });
  const names = async (query: string) => (await list(query)).json().items.map((p: AdminProduct) => p.name);

  it('lists every product, newest first, paged', async () => {
    const first = (await list('?page=1&page_size=3')).json();
    expect(first).toMatchObject({ page: 1, page_size: 3, total: 4 });
    expect(first.items.map((p: AdminProduct) => p.id)).toEqual([ids.newest, ids.digital, ids.inactive]);
    expect(first.items[1]).toMatchObject({ is_active: true, product_type: 'digital', price_cents: 1000 });
    expect(await names('?page=2&page_size=3')).toEqual(['Oud 100% pure']);
  });

  it('searches names in any case, and % or _ literally', async () => {
    expect(await names('?q=dates')).toEqual(['DATES gift set', 'Dates box']);
    expect(await names('?q=100%25')).toEqual(['Oud 100% pure']);
    expect(await names('?q=%25')).toEqual(['Oud 100% pure']);
    expect(await names('?q=_')).toEqual([]);
  });

  it('filters by type and by active', async () => {
    expect(await names('?type=digital')).toEqual(['Arabic course']);
    expect(await names('?active=false')).toEqual(['Dates box']);
    expect(await names('?active=true&type=physical')).toEqual(['DATES gift set', 'Oud 100% pure']);
    expect((await list('?active=true&q=dates')).json().total).toBe(1);
  });

  it.each([
    ['type=food', 'Type must be physical or digital'],
    ['active=yes', 'Active must be true or false'],
    ['page=0', 'Page must be 1 or more'],
  ])('refuses ?%s', async (query, message) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('has the store query ready: active products only, newest first, without the file address', async () => {
    const rows = await productsRepository.activePage(t.db.kysely, 0, 10);
    expect(rows.map((r) => r.id)).toEqual([ids.newest, ids.digital, ids.oldest]);
    expect(Object.keys(rows[0]!)).not.toContain('digital_file_url');
  });
});

describe('access', () => {
  const calls = [
    ['GET list', () => list('', null), (who: TestMember) => list('', who)],
    ['POST', () => create(mat, null), (who: TestMember) => create(mat, who)],
    ['PUT', () => update(UNKNOWN_ID, mat, null), (who: TestMember) => update(UNKNOWN_ID, mat, who)],
    ['DELETE', () => remove(UNKNOWN_ID, null), (who: TestMember) => remove(UNKNOWN_ID, who)],
  ] as const;

  it.each(calls)('%s answers 401 to visitors and 403 to members', async (_name, asVisitor, asSomeone) => {
    expect((await asVisitor()).statusCode).toBe(401);
    const res = await asSomeone(member);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You must be an admin to access this page');
    // The admin gets through: a list, a new product, or 404 for the unknown id.
    expect([200, 201, 404]).toContain((await asSomeone(admin)).statusCode);
  });
});

describe('the change and its audit entry are one transaction', () => {
  it('stores no product when the audit entry cannot be written', async () => {
    const broken = await createTestApp();
    try {
      const boss = await createMember(broken, { admin: true });
      await broken.db.kysely.schema.dropTable('audit_log').execute();
      const res = await broken.app.inject({ method: 'POST', url: API.adminProducts, headers: { cookie: boss.cookie }, payload: { ...mat, name: 'Never stored' } });
      expect(res.statusCode).toBe(500);
      expect(await broken.db.kysely.selectFrom('products').select('id').execute()).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
