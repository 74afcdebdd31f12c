import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Unit, UnitPatch, UnitRequest } from '@/domain/contracts/branding';
import { apiRequest } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { brandingKeys } from '@/lib/query-keys/staff';

const UNITS = '/admin/units';

export const unitsQuery = () =>
  queryOptions({
    queryKey: brandingKeys.units,
    queryFn: ({ signal }) => fetchAllPages<Unit>(UNITS, {}, signal),
  });

/** Creates a unit, or changes the one given (only the fields sent); the list refreshes after. */
export function useSaveUnit(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnitRequest | UnitPatch) =>
      id === null
        ? apiRequest<Unit>(UNITS, { method: 'POST', body })
        : apiRequest<Unit>(`${UNITS}/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandingKeys.units }),
  });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>(`${UNITS}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandingKeys.units }),
  });
}
