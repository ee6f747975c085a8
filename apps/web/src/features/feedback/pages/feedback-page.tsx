import { PlaceholderPage } from "../../../components/placeholder-page";

export function FeedbackPage() {
  return <PlaceholderPage title="Feedback" />;
}
