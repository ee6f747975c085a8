import { PlaceholderPage } from "../../../components/placeholder-page";

export function MealPlansPage() {
  return <PlaceholderPage title="Planos Alimentares" />;
}
