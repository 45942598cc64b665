import type { ProductType } from '../schemas/products';

/** What the cart needs to know about a product; the store's product list carries it. */
export interface CartProduct {
  id: string;
  name: string;
  price_cents: number;
  product_type: ProductType;
  stock_quantity: number;
}

/** One product in the cart, with the name and price it had when last added (for the summary). */
export interface CartLine extends CartProduct {
  quantity: number;
}

export type Cart = readonly CartLine[];

/** Whether one more can go in: digital products never run out, physical ones only up to their stock. */
export type AddStatus = 'available' | 'out_of_stock' | 'all_in_cart';

export function quantityInCart(cart: Cart, productId: string): number {
  return cart.find((line) => line.id === productId)?.quantity ?? 0;
}

export function addStatus(cart: Cart, product: CartProduct): AddStatus {
  if (product.product_type === 'digital') return 'available';
  if (product.stock_quantity <= 0) return 'out_of_stock';
  return quantityInCart(cart, product.id) < product.stock_quantity ? 'available' : 'all_in_cart';
}

/**
 * One more of the product, or the reason it cannot be added. The line takes the product's current
 * name, price and stock, so the total follows what the store shows now.
 */
export function addToCart(cart: Cart, product: CartProduct): { ok: true; cart: Cart } | { ok: false; reason: Exclude<AddStatus, 'available'> } {
  const status = addStatus(cart, product);
  if (status !== 'available') return { ok: false, reason: status };
  const { id, name, price_cents, product_type, stock_quantity } = product;
  const line: CartLine = { id, name, price_cents, product_type, stock_quantity, quantity: quantityInCart(cart, id) + 1 };
  const at = cart.findIndex((l) => l.id === id);
  return { ok: true, cart: at < 0 ? [...cart, line] : cart.map((l, i) => (i === at ? line : l)) };
}

/** Takes the product out of the cart entirely, whatever its quantity. */
export function removeFromCart(cart: Cart, productId: string): Cart {
  return cart.filter((line) => line.id !== productId);
}

/** How many items the cart holds: three of one product count as three. */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartTotalCents(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
}
