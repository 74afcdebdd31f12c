import { createFileRoute } from '@tanstack/react-router';
import { OrderSummaryPage } from '@/features/food-menu/components/order-summary-page';

export const Route = createFileRoute('/$lang/order-summary')({ component: OrderSummaryPage });
