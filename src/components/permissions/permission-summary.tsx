import { chakra, Text } from '@chakra-ui/react';
import { PERMISSION_GROUPS, type PermissionHolder } from '@/domain/permissions';
import { useTranslation } from '@/lib/i18n-react';

/**
 * What a member or role may do, readable without hovering: an owner's "everything", or how
 * many permissions as a disclosure (a native <details>: opened by click, tap, Enter or Space,
 * and announced as expandable) listing their names by group.
 */
export function PermissionSummary({ holder }: { holder: PermissionHolder }) {
  const { t } = useTranslation('permissions');
  if (holder.is_superuser) return <Text color="fg.muted">{t('summary.owner')}</Text>;
  const groups = PERMISSION_GROUPS.flatMap((group) => {
    const held = group.permissions.filter((name) => holder.permissions.includes(name));
    return held.length > 0 ? [{ key: group.key, held }] : [];
  });
  const count = groups.reduce((sum, group) => sum + group.held.length, 0);
  if (count === 0) return <Text color="fg.muted">{t('summary.none')}</Text>;
  return (
    <chakra.details>
      <chakra.summary
        cursor="pointer"
        width="fit-content"
        color="orange.800"
        borderRadius="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
      >
        {t('summary.count', { count })}
      </chakra.summary>
      <chakra.dl marginBlockStart="1" paddingInlineStart="4" whiteSpace="normal">
        {groups.map((group) => (
          <chakra.div key={group.key} marginBlockEnd="1">
            <chakra.dt fontWeight="semibold">{t(`groups.${group.key}`)}</chakra.dt>
            {group.held.map((name) => (
              <chakra.dd key={name} color="fg.muted">
                {t(`items.${name}.label`)}
              </chakra.dd>
            ))}
          </chakra.div>
        ))}
      </chakra.dl>
    </chakra.details>
  );
}
