import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/catalogue/components/checkout-page';

export const Route = createFileRoute('/$lang/catalogue/checkout')({ component: CheckoutPage });
