import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/lib/i18n-react';

/** One permission: its name as the label, its one-line explanation as the box's description. */
export function PermissionCheckbox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('permissions');
  const hintId = `permission-hint-${name}`;
  return (
    <Stack gap="0.5">
      <Checkbox.Root
        value={name}
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        colorPalette="orange"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput aria-describedby={hintId} />
        <Checkbox.Control marginBlockStart="0.5">
          <Checkbox.Indicator />
        </Checkbox.Control>
        <Checkbox.Label>{t(`items.${name}.label`)}</Checkbox.Label>
      </Checkbox.Root>
      <Text id={hintId} fontSize="sm" color="fg.muted" paddingInlineStart="6">
        {t(`items.${name}.hint`)}
      </Text>
    </Stack>
  );
}
