import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/catalogue/components/cart-page';

export const Route = createFileRoute('/$lang/catalogue/cart')({ component: CartPage });
