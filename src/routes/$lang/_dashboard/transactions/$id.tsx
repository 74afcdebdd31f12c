import { createFileRoute } from '@tanstack/react-router';
import { detailLoader, detailPage } from '@/features/transactions/routes/detail-route';

export const Route = createFileRoute('/$lang/_dashboard/transactions/$id')({
  loader: detailLoader('all'),
  component: detailPage('all'),
});
