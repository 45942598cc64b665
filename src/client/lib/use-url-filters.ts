import { useSearchParams } from 'react-router';

/**
 * List filters kept in the address (?status=active&page=2), so a filtered view survives a reload and
 * can be shared. Changing any filter goes back to page 1; empty values and page 1 are left out.
 */
export function useUrlFilters<T extends { page: number }>(read: (params: URLSearchParams) => Omit<T, 'page'>): [T, (next: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = { ...read(params), page: Math.max(1, Math.floor(Number(params.get('page'))) || 1) } as T;
  const update = (next: Partial<T>) => {
    const merged: Record<string, unknown> = { ...filters, page: 1, ...next };
    const kept = Object.entries(merged).filter(([key, value]) => value !== '' && !(key === 'page' && value === 1));
    setParams(new URLSearchParams(kept.map(([key, value]) => [key, String(value)])), { replace: true });
  };
  return [filters, update];
}
