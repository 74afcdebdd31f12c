import { createFileRoute } from '@tanstack/react-router';
import { FoodDetailsPage } from '@/features/food-menu/components/food-details-page';

export const Route = createFileRoute('/$lang/category/$categoryId/food-details/$id')({
  component: FoodDetailsRoute,
});

function FoodDetailsRoute() {
  const { categoryId, id } = Route.useParams();
  return <FoodDetailsPage categoryId={Number(categoryId)} itemId={Number(id)} />;
}
