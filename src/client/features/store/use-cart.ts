import { useEffect, useState } from 'react';
import { z } from 'zod';
import { addToCart, type Cart, type CartProduct, removeFromCart } from '../../../shared/domain/cart';
import { PRODUCT_TYPES } from '../../../shared/schemas/products';

/** What a stored cart must look like; anything else (an old format, a hand edit) starts an empty cart. */
const storedCart = z.array(z.object({
  id: z.string(),
  name: z.string(),
  price_cents: z.number().int().nonnegative(),
  product_type: z.enum(PRODUCT_TYPES),
  stock_quantity: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
}));

/** Per member, so someone signing in next in the same tab does not inherit the cart. */
const storageKey = (userId: string) => `store-cart:${userId}`;

function readCart(key: string): Cart {
  try {
    const parsed = storedCart.safeParse(JSON.parse(sessionStorage.getItem(key) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The member's cart, kept in sessionStorage: it survives a reload and is gone when the tab closes.
 * There is no checkout yet, so nothing about it needs to reach the server.
 */
export function useCart(userId: string) {
  const key = storageKey(userId);
  const [cart, setCart] = useState<Cart>(() => readCart(key));

  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(cart));
    } catch {
      // Storage blocked or full: the cart still works until the page is left.
    }
  }, [key, cart]);

  return {
    cart,
    add(product: CartProduct) {
      const result = addToCart(cart, product);
      if (result.ok) setCart(result.cart);
      return result;
    },
    remove(productId: string) {
      setCart((current) => removeFromCart(current, productId));
    },
  };
}

export type CartState = ReturnType<typeof useCart>;
