import { describe, expect, it } from 'vitest';
import { PRODUCT_FIELD_ORDER, productListQuerySchema, productSchema } from './products';

const physical = {
  name: 'Prayer mat',
  description: 'Soft, washable, with a travel bag.',
  price: '24.99',
  stock_quantity: '12',
  image_url: 'https://cdn.example.org/mat.jpg',
  digital_file_url: '',
  product_type: 'physical',
  is_active: true,
};
const digital = { ...physical, name: 'Zakat guide (PDF)', product_type: 'digital', stock_quantity: '', digital_file_url: 'https://files.example.org/guide.pdf' };

const messages = (input: object) => {
  const result = productSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('product schema', () => {
  it('turns a physical product into cents, trims the text and drops any file address', () => {
    expect(productSchema.parse({ ...physical, name: '  Prayer mat ', description: ' Soft. ', digital_file_url: 'https://files.example.org/x.pdf' })).toEqual({
      name: 'Prayer mat',
      description: 'Soft.',
      price_cents: 2499,
      stock_quantity: 12,
      image_url: 'https://cdn.example.org/mat.jpg',
      digital_file_url: null,
      product_type: 'physical',
      is_active: true,
    });
  });

  it('stores a digital product with stock 0, whatever the hidden stock field held', () => {
    expect(productSchema.parse({ ...digital, stock_quantity: '-3.5' })).toMatchObject({ stock_quantity: 0, digital_file_url: 'https://files.example.org/guide.pdf' });
    expect(productSchema.parse({ ...digital, stock_quantity: undefined })).toMatchObject({ stock_quantity: 0 });
  });

  it('accepts the API shape: numbers, nulls, and is_active left out', () => {
    const { is_active: _, ...rest } = physical;
    expect(productSchema.parse({ ...rest, price: 10, stock_quantity: 0, image_url: null, description: null })).toMatchObject({
      price_cents: 1000, stock_quantity: 0, image_url: null, description: '', is_active: true,
    });
  });

  it.each([
    ['price', '0.01', 1],
    ['price', '1,250.5', 125050],
    ['price', 1_000_000, 100_000_000],
    ['price', ' 7 ', 700],
  ])('reads %s %j as %i cents', (_field, price, cents) => {
    expect(productSchema.parse({ ...physical, price }).price_cents).toBe(cents);
  });

  it.each([
    ['name', '', 'Product name is required'],
    ['name', '    ', 'Product name is required'],
    ['name', undefined, 'Product name is required'],
    ['name', 'x'.repeat(200), 'Product name must be less than 200 characters'],
    ['description', 'x'.repeat(2000), 'Description must be less than 2000 characters'],
    ['price', '0', 'Price must be greater than 0'],
    ['price', '-5', 'Price must be greater than 0'],
    ['price', 0, 'Price must be greater than 0'],
    ['price', '', 'Price must be a valid number'],
    ['price', 'ten', 'Price must be a valid number'],
    ['price', 'Infinity', 'Price must be a valid number'],
    ['price', Number.NaN, 'Price must be a valid number'],
    ['price', Number.POSITIVE_INFINITY, 'Price must be a valid number'],
    ['price', '1e2', 'Price must be a valid number'],
    ['price', undefined, 'Price must be a valid number'],
    ['price', '9.999', 'Price can have at most 2 decimal places'],
    ['price', '1000000.01', 'Price must be at most $1,000,000'],
    ['stock_quantity', '2.5', 'Stock must be a whole number'],
    ['stock_quantity', '', 'Stock must be a whole number'],
    ['stock_quantity', 'many', 'Stock must be a whole number'],
    ['stock_quantity', undefined, 'Stock must be a whole number'],
    ['stock_quantity', '-1', 'Stock cannot be negative'],
    ['stock_quantity', -1, 'Stock cannot be negative'],
    ['stock_quantity', 1_000_001, 'Stock must be at most 1,000,000'],
    ['image_url', 'not a url', 'Image URL must be valid'],
    ['image_url', 'javascript:alert(1)', 'Image URL must be valid'],
    ['image_url', 'ftp://files.example.org/a.png', 'Image URL must be valid'],
    ['image_url', `https://example.org/${'x'.repeat(2048)}`, 'Image URL must be valid'],
    ['product_type', '', 'Product type is required'],
    ['product_type', undefined, 'Product type is required'],
    ['product_type', 'service', 'Product type is required'],
    ['is_active', 'yes', 'Choose whether the product is active'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(messages({ ...physical, [field]: value })).toEqual([message]);
  });

  it('checks the file address of a digital product', () => {
    expect(messages({ ...digital, digital_file_url: 'files/guide.pdf' })).toEqual(['Digital file URL must be valid']);
    expect(productSchema.parse({ ...digital, digital_file_url: '  ' }).digital_file_url).toBeNull();
  });

  it('accepts the limits themselves', () => {
    expect(messages({ ...physical, name: 'x'.repeat(199), description: 'x'.repeat(1999), price: '1000000', stock_quantity: '1000000' })).toEqual([]);
    expect(messages({ ...physical, name: 'x', description: '', price: '0.01', stock_quantity: '0', image_url: '' })).toEqual([]);
  });

  it('reports problems in the order of the form, so the first one is the one to show', () => {
    const everythingWrong = { name: '', description: 'x'.repeat(2000), price: '0', stock_quantity: '-1', image_url: 'nope', digital_file_url: 'nope', product_type: 'x', is_active: 'x' };
    expect(messages(everythingWrong)).toEqual([
      'Product name is required',
      'Description must be less than 2000 characters',
      'Price must be greater than 0',
      'Stock cannot be negative',
      'Image URL must be valid',
      'Digital file URL must be valid',
      'Product type is required',
      'Choose whether the product is active',
    ]);
    expect(PRODUCT_FIELD_ORDER).toEqual(['name', 'description', 'price', 'stock_quantity', 'image_url', 'digital_file_url', 'product_type', 'is_active']);
  });

  it('refuses fields the server sets itself', () => {
    expect(messages({ ...physical, id: 'x' })).toHaveLength(1);
    expect(messages({ ...physical, created_at: '2026-01-01T00:00:00.000Z' })).toHaveLength(1);
  });
});

describe('product list query', () => {
  it('reads the filters', () => {
    expect(productListQuerySchema.parse({ q: ' mat ', type: 'digital', active: 'false', page: '2' })).toEqual({ q: 'mat', type: 'digital', active: false, page: 2, page_size: 20 });
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
  });

  it.each([
    [{ type: 'food' }, 'Type must be physical or digital'],
    [{ active: 'yes' }, 'Active must be true or false'],
    [{ q: 'x'.repeat(200) }, 'Search must be less than 200 characters'],
  ])('refuses %j', (query, message) => {
    const result = productListQuerySchema.safeParse(query);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([message]);
  });
});
