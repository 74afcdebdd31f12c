import { createFileRoute } from '@tanstack/react-router';
import { detailLoader, detailPage } from '@/features/transactions/routes/detail-route';

export const Route = createFileRoute('/$lang/_dashboard/$section/deleted-transactions/$id')({
  loader: detailLoader('deleted'),
  component: detailPage('deleted'),
});
