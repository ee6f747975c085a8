import { PlaceholderPage } from "../../../components/placeholder-page";

export function RoadmapPage() {
  return <PlaceholderPage title="Roadmap de Funcionalidades" />;
}
