import { PERMISSIONS } from '@/domain/permissions';
import { useHasPermission } from '@/hooks/use-has-permission';

/** Whether the signed-in member may change the catalogue (change_product); readers only read. */
export const useMayChangeProducts = (): boolean => useHasPermission(PERMISSIONS.changeProducts);
