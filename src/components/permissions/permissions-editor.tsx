import { Checkbox, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { PERMISSION_GROUPS } from '@/domain/permissions';
import { useTranslation } from '@/lib/i18n-react';
import { PermissionCheckbox } from './permission-checkbox';

/** The checked names, always in the catalogue's order, so what is sent does not depend on click order. */
const ORDER: readonly string[] = PERMISSION_GROUPS.flatMap((group) => group.permissions);
const inOrder = (names: ReadonlySet<string>) => ORDER.filter((name) => names.has(name));

/**
 * What a member who is not an owner may do: every permission of the catalogue, in its groups
 * (one fieldset each, with an "all" box for the group), each with its explanation.
 */
export function PermissionsEditor({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (permissions: string[]) => void;
}) {
  const { t } = useTranslation('permissions');
  const held = new Set(value);
  const set = (names: readonly string[], on: boolean) => {
    const next = new Set(held);
    for (const name of names) on ? next.add(name) : next.delete(name);
    onChange(inOrder(next));
  };

  return (
    <Stack gap="5">
      {PERMISSION_GROUPS.map((group) => {
        const count = group.permissions.filter((name) => held.has(name)).length;
        const all = count === group.permissions.length ? true : count > 0 ? 'indeterminate' : false;
        const legend = t(`groups.${group.key}`);
        return (
          <chakra.fieldset key={group.key} borderWidth="1px" borderRadius="md" padding="3" minWidth="0">
            <chakra.legend fontWeight="semibold" paddingInline="1">
              {legend}
            </chakra.legend>
            <Checkbox.Root
              size="sm"
              checked={all}
              onCheckedChange={(details) => set(group.permissions, details.checked === true)}
              colorPalette="orange"
              marginBlockEnd="3"
            >
              {/* Named "All": a screen reader has just announced the group's legend. */}
              <Checkbox.HiddenInput />
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Checkbox.Label>{t('all')}</Checkbox.Label>
            </Checkbox.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {group.permissions.map((name) => (
                <PermissionCheckbox
                  key={name}
                  name={name}
                  checked={held.has(name)}
                  onChange={(on) => set([name], on)}
                />
              ))}
            </SimpleGrid>
          </chakra.fieldset>
        );
      })}
    </Stack>
  );
}
