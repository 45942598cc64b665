import { z } from 'zod';
import { multiLineText, singleLineText } from './text';
import { dollarsToCents } from '../domain/money';
import { pageQuerySchema } from './paging';

export const PRODUCT_TYPES = ['physical', 'digital'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = { physical: /*i18n*/ 'Physical', digital: /*i18n*/ 'Digital' };

/** "Less than 200 / 2000 characters": the limits themselves are refused. */
export const PRODUCT_NAME_LIMIT = 200;
export const PRODUCT_DESCRIPTION_LIMIT = 2000;
/** Upper bounds the spec leaves open: they keep typos ($10,000,000 for $100) and overflows out. */
export const PRODUCT_PRICE_MAX_CENTS = 100_000_000;
export const PRODUCT_STOCK_MAX = 1_000_000;
const URL_MAX = 2048;

export const PRODUCT_MESSAGES = {
  nameRequired: /*i18n*/ 'Product name is required',
  nameTooLong: /*i18n*/ 'Product name must be less than 200 characters',
  descriptionTooLong: /*i18n*/ 'Description must be less than 2000 characters',
  pricePositive: /*i18n*/ 'Price must be greater than 0',
  priceInvalid: /*i18n*/ 'Price must be a valid number',
  priceCents: /*i18n*/ 'Price can have at most 2 decimal places',
  priceTooHigh: /*i18n*/ 'Price must be at most $1,000,000',
  stockWhole: /*i18n*/ 'Stock must be a whole number',
  stockNegative: /*i18n*/ 'Stock cannot be negative',
  stockTooHigh: /*i18n*/ 'Stock must be at most 1,000,000',
  imageUrl: /*i18n*/ 'Image URL must be valid',
  digitalFileUrl: /*i18n*/ 'Digital file URL must be valid',
  typeRequired: /*i18n*/ 'Product type is required',
  activeInvalid: /*i18n*/ 'Choose whether the product is active',
  validationTitle: /*i18n*/ 'Validation Error',
  notFound: /*i18n*/ 'Product not found',
  created: /*i18n*/ 'Product created',
  updated: /*i18n*/ 'Product updated',
  deleted: /*i18n*/ 'Product deleted',
  createFailed: /*i18n*/ 'Error creating product',
  updateFailed: /*i18n*/ 'Error updating product',
  deleteFailed: /*i18n*/ 'Error deleting product',
  loadFailed: /*i18n*/ 'Error loading products',
  empty: /*i18n*/ 'No products yet. Add the first one.',
} as const;

const issue = (ctx: z.core.$RefinementCtx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** Typed dollars ("12.5", 12.5, "1,200") to whole cents, judged in the order of the spec's messages. */
const priceField = z.union([singleLineText(), z.number()], PRODUCT_MESSAGES.priceInvalid).transform((value, ctx) => {
  const text = String(value).trim().replace(/,/g, '');
  const amount = Number(text);
  if (text === '' || !Number.isFinite(amount)) return issue(ctx, PRODUCT_MESSAGES.priceInvalid);
  if (amount <= 0) return issue(ctx, PRODUCT_MESSAGES.pricePositive);
  if (amount * 100 > PRODUCT_PRICE_MAX_CENTS) return issue(ctx, PRODUCT_MESSAGES.priceTooHigh);
  // Number() also reads "1e2" and "0x10"; only plain decimals are prices.
  if (!/^\d+(\.\d+)?$/.test(text)) return issue(ctx, PRODUCT_MESSAGES.priceInvalid);
  return dollarsToCents(text) ?? issue(ctx, PRODUCT_MESSAGES.priceCents);
});

const stockField = z.union([singleLineText(), z.number()], PRODUCT_MESSAGES.stockWhole).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) return issue(ctx, PRODUCT_MESSAGES.stockWhole);
  const stock = Number(text);
  if (stock < 0) return issue(ctx, PRODUCT_MESSAGES.stockNegative);
  if (stock > PRODUCT_STOCK_MAX) return issue(ctx, PRODUCT_MESSAGES.stockTooHigh);
  return stock;
});

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) address, or nothing: empty text and null are both stored as null. */
const optionalUrlField = (message: string) =>
  z.union([singleLineText(), z.null()], message).optional().transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (text.length > URL_MAX || !isWebUrl(text)) return issue(ctx, message);
    return text;
  });

/** Field order is the order of the spec's messages, so the first issue is the one to show. */
const productFields = z.strictObject({
  name: singleLineText(PRODUCT_MESSAGES.nameRequired).trim().min(1, PRODUCT_MESSAGES.nameRequired).max(PRODUCT_NAME_LIMIT - 1, PRODUCT_MESSAGES.nameTooLong),
  description: z
    .union([multiLineText(), z.null()], PRODUCT_MESSAGES.descriptionTooLong)
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.string().max(PRODUCT_DESCRIPTION_LIMIT - 1, PRODUCT_MESSAGES.descriptionTooLong)),
  price: priceField,
  stock_quantity: stockField,
  image_url: optionalUrlField(PRODUCT_MESSAGES.imageUrl),
  digital_file_url: optionalUrlField(PRODUCT_MESSAGES.digitalFileUrl),
  product_type: z.enum(PRODUCT_TYPES, PRODUCT_MESSAGES.typeRequired),
  is_active: z.boolean(PRODUCT_MESSAGES.activeInvalid).default(true),
});

/** The form's values and the request body: what a person typed, before it is checked. */
export type ProductInput = z.input<typeof productFields>;

export const PRODUCT_FIELD_ORDER = Object.keys(productFields.shape) as (keyof ProductInput)[];

/**
 * A digital product has no stock and a physical one no file to download. The hidden field may still
 * hold what was typed before the type was switched, so it is set aside before the checks run
 * instead of blocking the save with a message about a field the admin cannot see.
 */
function setAsideHiddenField(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const product = input as Record<string, unknown>;
  if (product.product_type === 'digital') return { ...product, stock_quantity: 0 };
  if (product.product_type === 'physical') return { ...product, digital_file_url: null };
  return input;
}

/**
 * The product form of both admin screens and the body of POST and PUT /api/admin/products:
 * one set of rules, checked in the browser and again on the server.
 */
export const productSchema = z
  .preprocess<unknown, typeof productFields, ProductInput>(setAsideHiddenField, productFields)
  .transform(({ price, ...product }) => ({ ...product, price_cents: price }));

/** What is stored: money in cents, empty addresses as null. */
export type ProductData = z.output<typeof productSchema>;

export const productListQuerySchema = pageQuerySchema.extend({
  q: singleLineText().trim().max(PRODUCT_NAME_LIMIT - 1, 'Search must be less than 200 characters').optional(),
  type: z.enum(PRODUCT_TYPES, 'Type must be physical or digital').optional(),
  active: z.enum(['true', 'false'], 'Active must be true or false').transform((value) => value === 'true').optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** Any id is looked up, so an unknown or malformed one is equally 'Product not found' (404). */
export const productIdParams = z.object({ id: singleLineText() });
