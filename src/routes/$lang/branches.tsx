import { createFileRoute } from '@tanstack/react-router';
import { BranchesPage } from '@/features/food-menu/components/branches-page';

export const Route = createFileRoute('/$lang/branches')({ component: BranchesPage });
