import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API, type AdminProduct, type AdminProductsResponse, type MessageResponse } from '../../../shared/api';
import type { ProductInput, ProductType } from '../../../shared/schemas/products';
import { api } from '../../lib/api';

const PRODUCTS_KEY = ['admin', 'products'] as const;

export interface ProductFilters {
  q: string;
  type: ProductType | '';
  active: 'true' | 'false' | '';
}

export const NO_FILTERS: ProductFilters = { q: '', type: '', active: '' };

const SEARCH_DELAY_MS = 300;

function listUrl(page: number, pageSize: number, filters: ProductFilters): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.type) params.set('type', filters.type);
  if (filters.active) params.set('active', filters.active);
  return `${API.adminProducts}?${params.toString()}`;
}

/**
 * One page of products as the server pages and filters them. Typing in the search waits a moment
 * before asking, and any change of filter goes back to the first page. `enabled` stays false until
 * the session is known to be an admin's, so visitors being redirected do not ask at all.
 */
export function useProductList(pageSize: number, enabled: boolean) {
  const [page, setPage] = useState(1);
  const [filters, setFiltersNow] = useState<ProductFilters>(NO_FILTERS);
  const [sent, setSent] = useState<ProductFilters>(NO_FILTERS);
  useEffect(() => {
    const timer = setTimeout(() => setSent(filters), filters.q === sent.q ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters, sent.q]);

  const query = useQuery({
    queryKey: [...PRODUCTS_KEY, page, pageSize, sent],
    queryFn: ({ signal }) => api<AdminProductsResponse>(listUrl(page, pageSize, sent), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

  // Deleting the last product of the last page would leave an empty page behind.
  const emptyPage = query.data && !query.isPlaceholderData && query.data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPage((p) => Math.max(1, p - 1));
  }, [emptyPage]);

  const setFilters = (next: ProductFilters) => {
    setFiltersNow(next);
    setPage(1);
  };
  const filtered = sent.q.trim() !== '' || sent.type !== '' || sent.active !== '';
  return { query, page, setPage, filters, setFilters, filtered };
}

/** Adds a product, or changes the one given; the lists refresh either way. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | undefined; input: ProductInput }) =>
      id ? api<AdminProduct>(API.adminProduct(id), { method: 'PUT', body: input }) : api<AdminProduct>(API.adminProducts, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>(API.adminProduct(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
