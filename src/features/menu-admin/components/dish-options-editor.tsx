import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { CheckboxField } from '@/components/formik-fields';
import { MENU_LIST_MAX } from '@/domain/menu-rules';
import { useTranslation } from '@/lib/i18n-react';
import { type DishValues, emptyGroup } from '../schemas/dish-schema';
import { EntryListEditor } from './entry-list-editor';
import { NameFields } from './name-fields';

/** A dish's option groups: each named, required or not, with its choices. */
export function DishOptionsEditor() {
  const { t } = useTranslation('menu-admin');
  const { values, errors, submitCount } = useFormikContext<DishValues>();
  // The form's own list problem, or the server's answer for the whole list.
  const listError = getIn(errors, 'options_list') ?? getIn(errors, 'options');
  return (
    <FieldArray name="options">
      {(helpers) => (
        <Stack gap="4">
          {values.options.map((group, index) => {
            const title = t('entries.group_n', { n: index + 1 });
            return (
              <Stack
                key={group.id ?? `new-${index}`}
                as="fieldset"
                aria-label={title}
                gap="3"
                padding="3"
                borderWidth="1px"
                borderRadius="md"
              >
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{title}</Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('entries.remove', { row: title })}
                    onClick={() => helpers.remove(index)}
                  >
                    {t('actions.remove')}
                  </Button>
                </HStack>
                <NameFields prefix={`options.${index}.name`} labels="group" />
                <CheckboxField name={`options.${index}.required`} label={t('entries.required')} />
                <EntryListEditor name={`options.${index}.items`} noun="choice" />
              </Stack>
            );
          })}
          {typeof listError === 'string' && submitCount > 0 && (
            <Text color="fg.error" textStyle="sm" role="alert">
              {listError}
            </Text>
          )}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            disabled={values.options.length >= MENU_LIST_MAX}
            onClick={() => helpers.push(emptyGroup())}
          >
            {t('entries.add_group')}
          </Button>
        </Stack>
      )}
    </FieldArray>
  );
}
