import type { RoleRef } from '@/domain/contracts/roles';
import type { TFunction } from '@/lib/i18n-runtime';

/** A preset is named in the reader's language; a custom role by the name its owner gave it. */
export const roleName = (t: TFunction, role: Pick<RoleRef, 'preset' | 'name'>): string =>
  role.preset ? t(`roles:presets.${role.preset}`) : (role.name ?? '');
