import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type StoreProduct, type StoreProductsResponse } from '../../../shared/api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
let member: TestMember;
let unverified: TestMember;
const ids = {} as Record<'oldest' | 'hidden' | 'ebook' | 'soldOut' | 'newest' | 'hiddenNewest', string>;

/** A product stored directly, with a chosen creation time, so the order is known. */
async function addProduct(name: string, createdAt: string, overrides: Partial<{ product_type: 'physical' | 'digital'; is_active: 0 | 1; digital_file_url: string | null; stock_quantity: number }> = {}) {
  const id = randomUUID();
  await t.db.kysely.insertInto('products').values({
    id, name, description: `About ${name}`, price_cents: 1250, product_type: 'physical', image_url: null, digital_file_url: null,
    stock_quantity: 3, is_active: 1, created_at: createdAt, updated_at: createdAt, ...overrides,
  }).execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  member = await createMember(t);
  unverified = await createMember(t, { verified: false });
  ids.oldest = await addProduct('Miswak pack', '2026-02-01T09:00:00.000Z');
  ids.hidden = await addProduct('Retired calendar', '2026-02-02T09:00:00.000Z', { is_active: 0 });
  ids.ebook = await addProduct('Seerah e-book', '2026-02-03T09:00:00.000Z', { product_type: 'digital', stock_quantity: 0, digital_file_url: 'https://files.example.org/seerah.pdf' });
  ids.soldOut = await addProduct('Tasbih', '2026-02-04T09:00:00.000Z', { stock_quantity: 0 });
  ids.newest = await addProduct('Dates box', '2026-02-05T09:00:00.000Z');
  ids.hiddenNewest = await addProduct('Draft hoodie', '2026-02-06T09:00:00.000Z', { is_active: 0 });
});
afterAll(async () => t.close());

const storePage = (query = '', who: TestMember | null = member) =>
  t.app.inject({ method: 'GET', url: `${API.storeProducts}${query}`, headers: who ? { cookie: who.cookie } : {} });

describe('GET /api/store/products', () => {
  it('lists only active products, newest first', async () => {
    const res = await storePage();
    expect(res.statusCode).toBe(200);
    const body = res.json() as StoreProductsResponse;
    expect(body).toMatchObject({ page: 1, page_size: 20, total: 4 });
    expect(body.items.map((p) => p.id)).toEqual([ids.newest, ids.soldOut, ids.ebook, ids.oldest]);
  });

  it('shows what a card needs and never the file address', async () => {
    const items = (await storePage()).json().items as StoreProduct[];
    expect(items.find((p) => p.id === ids.ebook)).toEqual({
      id: ids.ebook, name: 'Seerah e-book', description: 'About Seerah e-book', price_cents: 1250, product_type: 'digital',
      image_url: null, stock_quantity: 0, created_at: '2026-02-03T09:00:00.000Z',
    });
    for (const product of items) expect(Object.keys(product)).not.toContain('digital_file_url');
    expect((await storePage()).body).not.toContain('seerah.pdf');
  });

  it('pages on the server, counting active products only', async () => {
    const first = (await storePage('?page=1&page_size=3')).json() as StoreProductsResponse;
    expect(first).toMatchObject({ page: 1, page_size: 3, total: 4 });
    expect(first.items.map((p) => p.id)).toEqual([ids.newest, ids.soldOut, ids.ebook]);
    const second = (await storePage('?page=2&page_size=3')).json() as StoreProductsResponse;
    expect(second.items.map((p) => p.id)).toEqual([ids.oldest]);
    expect((await storePage('?page=3&page_size=3')).json().items).toEqual([]);
  });

  it('refuses a bad page with the paging message', async () => {
    const res = await storePage('?page_size=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Page size must be at most 100');
  });

  it('follows the admin: a product turned off disappears, turned on appears', async () => {
    const update = (active: boolean) => t.app.inject({
      method: 'PUT', url: API.adminProduct(ids.oldest), headers: { cookie: admin.cookie },
      payload: { name: 'Miswak pack', price: '12.50', stock_quantity: 3, product_type: 'physical', is_active: active },
    });
    expect((await update(false)).statusCode).toBe(200);
    const hidden = (await storePage()).json() as StoreProductsResponse;
    expect(hidden.total).toBe(3);
    expect(hidden.items.map((p) => p.id)).not.toContain(ids.oldest);
    expect((await update(true)).statusCode).toBe(200);
    expect((await storePage()).json().items.map((p: StoreProduct) => p.id)).toContain(ids.oldest);
  });

  it('never shows an inactive product, on any page', async () => {
    const all = (await storePage('?page_size=100')).json().items.map((p: StoreProduct) => p.id);
    expect(all).not.toContain(ids.hidden);
    expect(all).not.toContain(ids.hiddenNewest);
  });

  it('is for signed-in members: visitors get 401, members and admins 200', async () => {
    const visitor = await storePage('', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toEqual({ code: 'unauthorized', message: 'Authentication required' });
    expect((await storePage('', unverified)).statusCode).toBe(200);
    expect((await storePage('', admin)).statusCode).toBe(200);
  });
});
