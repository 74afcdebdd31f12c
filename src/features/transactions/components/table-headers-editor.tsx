import { Button, Checkbox, Field, HStack, IconButton, Input, Table, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Form, Formik, getIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import type { PluginKind } from '@/domain/plugins';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { fieldsQuery, useUpdateFields } from '../api/fields';
import {
  moveItem,
  type TableHeadersValues,
  tableHeadersSchema,
  toFieldsRequest,
  toHeadersValues,
} from '../schemas/table-headers-schema';

type Move = { name: string; step: -1 | 1 };

function LabelInput({ index, lang, name }: { index: number; lang: 'en' | 'ar'; name: string }) {
  const { t } = useTranslation('transaction-actions');
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<TableHeadersValues>();
  const path = `fields.${index}.label_${lang}`;
  const error = getIn(touched, path) ? (getIn(errors, path) as string | undefined) : undefined;
  return (
    <Field.Root invalid={Boolean(error)} minWidth="40">
      <Input
        size="sm"
        name={path}
        value={getIn(values, path) as string}
        onChange={handleChange}
        onBlur={handleBlur}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        aria-label={`${t(`headers.label_${lang}`)}: ${name}`}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function HeaderRows() {
  const { t } = useTranslation('transaction-actions');
  const { values, setFieldValue } = useFormikContext<TableHeadersValues>();
  const [moved, setMoved] = useState<Move | null>(null);
  const last = values.fields.length - 1;

  // Reordering re-inserts the row's DOM nodes, which drops focus: put it back on the same button.
  useEffect(() => {
    if (!moved) return;
    const same = document.getElementById(`move-${moved.step}-${moved.name}`) as HTMLButtonElement | null;
    const other = document.getElementById(`move-${-moved.step}-${moved.name}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [moved]);

  const move = (index: number, step: -1 | 1) => {
    const field = values.fields[index];
    if (!field) return;
    void setFieldValue('fields', moveItem(values.fields, index, step));
    setMoved({ name: field.name, step });
  };

  return (
    <Table.Body>
      {values.fields.map((field, index) => (
        <Table.Row key={field.name}>
          <Table.Cell>
            <HStack gap="1">
              <Text as="span" minWidth="6" textAlign="center" fontVariantNumeric="tabular-nums">
                {index + 1}
              </Text>
              <IconButton
                id={`move--1-${field.name}`}
                size="xs"
                variant="ghost"
                aria-label={t('headers.move_up', { name: field.verbose_name })}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <span aria-hidden="true">↑</span>
              </IconButton>
              <IconButton
                id={`move-1-${field.name}`}
                size="xs"
                variant="ghost"
                aria-label={t('headers.move_down', { name: field.verbose_name })}
                disabled={index === last}
                onClick={() => move(index, 1)}
              >
                <span aria-hidden="true">↓</span>
              </IconButton>
            </HStack>
          </Table.Cell>
          <Table.Cell fontWeight="medium">{field.verbose_name}</Table.Cell>
          <Table.Cell>
            <LabelInput index={index} lang="en" name={field.verbose_name} />
          </Table.Cell>
          <Table.Cell>
            <LabelInput index={index} lang="ar" name={field.verbose_name} />
          </Table.Cell>
          <Table.Cell>
            <Checkbox.Root
              checked={field.is_active}
              onCheckedChange={(details) =>
                void setFieldValue(`fields.${index}.is_active`, details.checked === true)
              }
              colorPalette="orange"
            >
              <Checkbox.HiddenInput aria-label={`${t('headers.active')}: ${field.verbose_name}`} />
              <Checkbox.Control />
            </Checkbox.Root>
          </Table.Cell>
        </Table.Row>
      ))}
    </Table.Body>
  );
}

/** SPEC 2.3 Table headers: each field's labels, visibility and order; the lists follow on save. */
export function TableHeadersEditor({ plugin }: { plugin: PluginKind }) {
  const { t } = useTranslation('transaction-actions');
  const { data: fields } = useSuspenseQuery(fieldsQuery(plugin));
  const update = useUpdateFields(plugin);
  const schema = useMemo(() => tableHeadersSchema(t), [t]);
  const initialValues = useMemo(() => toHeadersValues(fields), [fields]);

  return (
    <Formik<TableHeadersValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          await update.mutateAsync(toFieldsRequest(values));
          notifySuccess(t('headers.saved'));
        } catch (error) {
          showFormErrors(error, helpers, [], 'toast');
        }
      }}
    >
      {({ isSubmitting, dirty, resetForm }) => (
        <Form noValidate>
          <Text color="fg.muted" marginBlockEnd="3" id="table-headers-hint">
            {t('headers.description')}
          </Text>
          <Table.ScrollArea borderWidth="1px" borderRadius="md" marginBlockEnd="4">
            <Table.Root size="sm" aria-describedby="table-headers-hint">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('headers.order')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('headers.field')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('headers.label_en')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('headers.label_ar')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('headers.active')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <HeaderRows />
            </Table.Root>
          </Table.ScrollArea>
          <HStack gap="3">
            <Button type="submit" colorPalette="orange" loading={isSubmitting}>
              {t('headers.save')}
            </Button>
            <Button variant="outline" disabled={!dirty || isSubmitting} onClick={() => resetForm()}>
              {t('headers.reset')}
            </Button>
          </HStack>
        </Form>
      )}
    </Formik>
  );
}
