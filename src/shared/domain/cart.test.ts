import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addStatus, addToCart, type Cart, type CartProduct, cartCount, cartTotalCents, quantityInCart, removeFromCart } from './cart';

const physical = (stock: number, overrides: Partial<CartProduct> = {}): CartProduct => ({ id: 'mat', name: 'Prayer mat', price_cents: 2499, product_type: 'physical', stock_quantity: stock, ...overrides });
const ebook: CartProduct = { id: 'ebook', name: 'Seerah e-book', price_cents: 500, product_type: 'digital', stock_quantity: 0 };

/** Adds the product n times, keeping only the additions that were accepted. */
function addTimes(cart: Cart, product: CartProduct, n: number): Cart {
  for (let i = 0; i < n; i += 1) {
    const result = addToCart(cart, product);
    if (result.ok) cart = result.cart;
  }
  return cart;
}

describe('adding to the cart', () => {
  it('adds a physical product up to its stock and no further', () => {
    const mat = physical(2);
    let cart = addTimes([], mat, 2);
    expect(quantityInCart(cart, 'mat')).toBe(2);
    expect(addStatus(cart, mat)).toBe('all_in_cart');
    const third = addToCart(cart, mat);
    expect(third).toEqual({ ok: false, reason: 'all_in_cart' });
    cart = addTimes(cart, mat, 5);
    expect(cartCount(cart)).toBe(2);
  });

  it('refuses a physical product that is out of stock', () => {
    expect(addStatus([], physical(0))).toBe('out_of_stock');
    expect(addToCart([], physical(0))).toEqual({ ok: false, reason: 'out_of_stock' });
  });

  it('never limits a digital product, whose stored stock is 0', () => {
    const cart = addTimes([], ebook, 25);
    expect(quantityInCart(cart, 'ebook')).toBe(25);
    expect(addStatus(cart, ebook)).toBe('available');
  });

  it('keeps one line per product and does not change the cart it was given', () => {
    const first = addTimes([], physical(5), 1);
    const second = addTimes(first, physical(5), 1);
    expect(first).toHaveLength(1);
    expect(quantityInCart(first, 'mat')).toBe(1);
    expect(second).toEqual([{ ...physical(5), quantity: 2 }]);
  });

  it('takes the current price and stock when the product is added again', () => {
    let cart = addTimes([], physical(1), 1);
    expect(addStatus(cart, physical(1))).toBe('all_in_cart');
    // Restocked and repriced since: the next one goes in, and the whole line costs the new price.
    cart = addTimes(cart, physical(3, { price_cents: 1999 }), 1);
    expect(cart).toEqual([{ ...physical(3, { price_cents: 1999 }), quantity: 2 }]);
    expect(cartTotalCents(cart)).toBe(3998);
  });

  it('never holds more of a physical product than its stock, whatever the additions', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 40 }), (stock, attempts) => {
      const cart = addTimes([], physical(stock), attempts);
      expect(cartCount(cart)).toBe(Math.min(stock, attempts));
    }));
  });
});

describe('the cart summary', () => {
  it('counts items and totals them in cents', () => {
    const cart = addTimes(addTimes([], physical(4), 3), ebook, 2);
    expect(cartCount(cart)).toBe(5);
    expect(cartTotalCents(cart)).toBe(3 * 2499 + 2 * 500);
  });

  it('is empty at first', () => {
    expect(cartCount([])).toBe(0);
    expect(cartTotalCents([])).toBe(0);
  });

  it('removes a product with all its quantity, leaving the others', () => {
    const cart = addTimes(addTimes([], physical(4), 3), ebook, 1);
    const left = removeFromCart(cart, 'mat');
    expect(left.map((l) => l.id)).toEqual(['ebook']);
    expect(cartCount(left)).toBe(1);
    expect(removeFromCart(left, 'unknown')).toEqual(left);
  });
});
