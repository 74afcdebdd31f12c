import { createFileRoute } from '@tanstack/react-router';
import { MenuPage } from '@/features/food-menu/components/menu-page';

export const Route = createFileRoute('/$lang/new-menu/')({ component: MenuPage });
