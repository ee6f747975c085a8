import { PlaceholderPage } from "../../../components/placeholder-page";

export function EditNutritionPage() {
  return <PlaceholderPage title="Editar Informações Nutricionais" />;
}
