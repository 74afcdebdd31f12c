import { Stack, Switch, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { PermissionsEditor } from './permissions-editor';

/**
 * The Owner switch and, for anyone who is not an owner, what they may do. An owner holds every
 * permission, so their list is not shown (it is kept, and applies again if they stop being one).
 */
export function StaffAccessFields() {
  const { t } = useTranslation('staff');
  const [owner, , ownerHelpers] = useField<boolean>('is_superuser');
  const [permissions, , permissionHelpers] = useField<string[]>('permissions');
  return (
    <Stack gap="4">
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
          <Switch.Label>{t('access.owner')}</Switch.Label>
        </Switch.Root>
        <Text id="staff-owner-hint" fontSize="sm" color="fg.muted">
          {owner.value ? t('access.owner_hint') : t('access.none')}
        </Text>
      </Stack>
      {!owner.value && (
        <PermissionsEditor
          value={permissions.value}
          onChange={(next) => void permissionHelpers.setValue(next)}
        />
      )}
    </Stack>
  );
}
