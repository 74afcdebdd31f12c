import { Button, Card, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { showFormErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { notifySuccess } from '@/lib/toaster';
import { brandingQuery, useSaveBranding } from '../api/branding';
import { type BrandingValues, brandingRequest, brandingSchema } from '../schemas/branding-schema';
import { ImageFormField } from './image-form-field';

const FIELDS = ['title_en', 'title_ar', 'subheader', 'logo_url', 'favicon_url'] as const;

/** The merchant's own titles and images: the dashboard's top bar, the tab's icon, pages without a unit. */
export function MerchantForm() {
  const { t } = useTranslation('branding');
  const { data: branding } = useSuspenseQuery(brandingQuery());
  const save = useSaveBranding();
  const schema = useMemo(() => brandingSchema(t), [t]);

  const onSubmit = async (values: BrandingValues, helpers: FormikHelpers<BrandingValues>) => {
    helpers.setStatus(undefined);
    try {
      const saved = await save.mutateAsync(brandingRequest(values));
      helpers.resetForm({ values: saved });
      notifySuccess(t('merchant.saved'));
    } catch (error) {
      showFormErrors(error, helpers, FIELDS, 'alert');
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <Formik<BrandingValues>
          initialValues={branding}
          validationSchema={schema}
          onSubmit={onSubmit}
          enableReinitialize
        >
          {({ isSubmitting, dirty, status }) => (
            <Stack asChild gap="4">
              <Form noValidate aria-labelledby="merchant-branding">
                <Heading as="h2" size="md" id="merchant-branding">
                  {t('merchant.heading')}
                </Heading>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormField name="title_en" label={t('fields.title_en')} autoComplete="off" />
                  <FormField name="title_ar" label={t('fields.title_ar')} autoComplete="off" />
                </SimpleGrid>
                <FormField name="subheader" label={t('merchant.subheader')} autoComplete="off" />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <ImageFormField
                    name="logo_url"
                    kind="logo"
                    label={t('merchant.logo')}
                    hint={t('merchant.logo_hint')}
                  />
                  <ImageFormField
                    name="favicon_url"
                    kind="favicon"
                    label={t('merchant.favicon')}
                    hint={t('merchant.favicon_hint')}
                  />
                </SimpleGrid>
                <FormAlert message={(status as { alert?: string } | undefined)?.alert} />
                <HStack justify="flex-end">
                  <Button type="submit" colorPalette="orange" loading={isSubmitting} disabled={!dirty}>
                    {t('merchant.save')}
                  </Button>
                </HStack>
              </Form>
            </Stack>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
