import { FEATURE_STATUS_LABELS, type TFeatureStatus } from "@nutriguia/domain";
import { Badge } from "../../../components/ui/badge";

const TONES: Record<TFeatureStatus, "success" | "warning" | "danger" | "neutral"> = {
  UNDER_REVIEW: "neutral",
  PLANNED: "warning",
  IN_PROGRESS: "warning",
  RELEASED: "success",
  DECLINED: "danger",
  DUPLICATE: "neutral",
};

export function FeatureStatusBadge({ status }: { status: TFeatureStatus }) {
  return <Badge tone={TONES[status]}>{FEATURE_STATUS_LABELS[status]}</Badge>;
}
