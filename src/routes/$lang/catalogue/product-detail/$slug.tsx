import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '@/features/catalogue/components/product-detail-page';

export const Route = createFileRoute('/$lang/catalogue/product-detail/$slug')({
  component: ProductDetailRoute,
});

function ProductDetailRoute() {
  const { slug } = Route.useParams();
  return <ProductDetailPage slug={slug} />;
}
