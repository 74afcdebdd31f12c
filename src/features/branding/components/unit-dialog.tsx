import { Button, Dialog, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { DialogForm } from '@/components/dialog-form';
import { EditorDialog } from '@/components/editor-dialog';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/formik-fields';
import type { Unit } from '@/domain/contracts/branding';
import { useLang } from '@/hooks/use-lang';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { useSaveUnit } from '../api/units';
import {
  headerColorOf,
  LINK_FIELDS,
  type UnitValues,
  unitRequest,
  unitSchema,
  unitValues,
} from '../schemas/unit-schema';
import { ColourField } from './colour-field';
import { HeaderPreview } from './header-preview';
import { ImageFormField } from './image-form-field';

const SERVER_FIELDS = [
  'title_en',
  'title_ar',
  'logo_url',
  ...LINK_FIELDS,
  'header_color',
  'header_image_url',
  'header_image_link',
] as const;

function LivePreview() {
  const { values } = useFormikContext<UnitValues>();
  return <HeaderPreview {...values} header_color={headerColorOf(values)} />;
}

function UnitForm({ unit, onClose }: { unit: Unit | null; onClose: () => void }) {
  const { t } = useTranslation('branding');
  const lang = useLang();
  const titleOf = (named: Unit) => (lang === 'ar' ? named.title_ar : named.title_en);
  const save = useSaveUnit(unit?.id ?? null);
  const schema = useMemo(() => unitSchema(t), [t]);

  const onSubmit = async (values: UnitValues, helpers: FormikHelpers<UnitValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(unitRequest(values));
      notifySuccess(t(unit ? 'unit.saved' : 'unit.created', { name: titleOf(saved) }));
      onClose();
    } catch (error) {
      showFormErrors(error, helpers, SERVER_FIELDS, 'alert-all');
    }
  };

  return (
    <Formik<UnitValues> initialValues={unitValues(unit)} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <DialogForm>
          <Dialog.Header>
            <Dialog.Title>
              {unit ? t('unit.edit_title', { name: titleOf(unit) }) : t('unit.create_title')}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField name="title_en" label={t('fields.title_en')} autoComplete="off" />
                <FormField name="title_ar" label={t('fields.title_ar')} autoComplete="off" />
              </SimpleGrid>
              <SwitchField name="show_unit_title" label={t('unit.show_title')} />
              <SwitchField name="is_default" label={t('unit.is_default')} />
              <ImageFormField name="logo_url" kind="logo" label={t('unit.logo')} />
              <Heading as="h3" size="sm">
                {t('unit.header')}
              </Heading>
              <ColourField />
              <LivePreview />
              <ImageFormField
                name="header_image_url"
                kind="header"
                label={t('unit.header_image')}
                hint={t('unit.header_image_hint')}
              />
              <FormField
                name="header_image_link"
                label={t('unit.header_image_link')}
                helperText={t('unit.link_hint')}
                autoComplete="url"
              />
              <Heading as="h3" size="sm">
                {t('unit.links')}
              </Heading>
              {LINK_FIELDS.map((field) => (
                <FormField
                  key={field}
                  name={field}
                  label={t(`unit.${field}`)}
                  autoComplete="url"
                  placeholder="https://"
                />
              ))}
              <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('unit.cancel')}
            </Button>
            <Button type="submit" colorPalette="orange" loading={isSubmitting}>
              {unit ? t('unit.save') : t('unit.create')}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      )}
    </Formik>
  );
}

/** A unit's form in a dialog that fills a phone's screen (its body scrolls, the buttons stay). */
export function UnitDialog({
  open,
  unit,
  onClose,
}: {
  open: boolean;
  unit: Unit | null;
  onClose: () => void;
}) {
  return (
    <EditorDialog open={open} item={unit} onClose={onClose}>
      {(shown) => <UnitForm unit={shown} onClose={onClose} />}
    </EditorDialog>
  );
}
