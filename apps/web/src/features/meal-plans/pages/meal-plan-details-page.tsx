import { PlaceholderPage } from "../../../components/placeholder-page";

export function MealPlanDetailsPage() {
  return <PlaceholderPage title="Detalhes do Plano Alimentar" />;
}
