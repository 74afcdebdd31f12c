import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { paymentRestrictionQuery } from '@/features/payment-restriction/api/payment-restriction';
import { RestrictionForm } from '@/features/payment-restriction/components/restriction-form';
import { useTranslation } from '@/lib/i18n-react';
import { sectionsQuery } from '@/lib/shared-queries';

/** Beside the $section routes: only customer payments has it, and only with the drawer's flag. */
export const Route = createFileRoute('/$lang/_dashboard/customer-payment/payment-restriction')({
  loader: async ({ context, params }) => {
    const { results } = await context.queryClient.ensureQueryData(sectionsQuery());
    const section = results.find((candidate) => candidate.plugin === 'customer_payment');
    if (!section?.flags.payment_restriction) throw notFound();
    await context.queryClient.ensureQueryData(paymentRestrictionQuery(params.lang));
    return { section: params.lang === 'ar' ? section.label_ar : section.label_en };
  },
  component: PaymentRestrictionRoute,
});

function PaymentRestrictionRoute() {
  const { t } = useTranslation('restriction');
  const { section } = useLoaderData({ from: Route.id });
  const { lang } = Route.useParams();
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: section, href: `/${lang}/customer-payment/transactions` }]}
      />
      <RestrictionForm />
    </>
  );
}
