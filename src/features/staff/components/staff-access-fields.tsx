import { Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useField } from 'formik';
import { FormField } from '@/components/form-field';
import { PermissionSummary } from '@/components/permissions/permission-summary';
import { PermissionsEditor } from '@/components/permissions/permissions-editor';
import { useTranslation } from '@/lib/i18n-react';
import { roleName } from '@/lib/role-name';
import { rolesQuery } from '@/lib/roles-query';
import { INDIVIDUAL } from '../schemas/staff-edit-schema';

/**
 * The member's role, whose permissions they then hold exactly, or "Individual permissions":
 * the Owner switch and, for anyone who is not an owner, what they may do. An owner holds every
 * permission, so their list is not shown (it is kept, and applies again if they stop being one).
 */
export function StaffAccessFields() {
  const { t } = useTranslation(['staff', 'roles']);
  const roles = useQuery(rolesQuery());
  const [role] = useField<string>('role');
  const [owner, , ownerHelpers] = useField<boolean>('is_superuser');
  const [permissions, , permissionHelpers] = useField<string[]>('permissions');
  const choices = [
    ...(roles.data?.results ?? []).map((each) => ({
      value: String(each.id),
      display_name: roleName(t, each),
    })),
    { value: INDIVIDUAL, display_name: t('staff:role.individual') },
  ];
  const chosen = roles.data?.results.find((each) => String(each.id) === role.value);

  return (
    <Stack gap="4">
      <FormField
        name="role"
        label={t('staff:access.role')}
        choices={choices}
        helperText={chosen ? t('staff:access.role_hint') : t('staff:access.individual_hint')}
      />
      {roles.isError && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('staff:access.roles_failed')}
        </Text>
      )}
      {chosen ? (
        <PermissionSummary holder={chosen} />
      ) : (
        <>
          <Stack gap="1">
            <Switch.Root
              name="is_superuser"
              checked={owner.value}
              onCheckedChange={(details) => void ownerHelpers.setValue(details.checked)}
              colorPalette="orange"
            >
              <Switch.HiddenInput aria-describedby="staff-owner-hint" onBlur={owner.onBlur} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{t('staff:access.owner')}</Switch.Label>
            </Switch.Root>
            <Text id="staff-owner-hint" fontSize="sm" color="fg.muted">
              {owner.value ? t('staff:access.owner_hint') : t('staff:access.none')}
            </Text>
          </Stack>
          {!owner.value && (
            <PermissionsEditor
              value={permissions.value}
              onChange={(next) => void permissionHelpers.setValue(next)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
