import { useNavigation } from "react-router";

/** A thin bar while the next screen's chunk loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div role="progressbar" aria-label="Carregando página" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-emerald-100">
      <div className="h-full w-1/3 animate-pulse bg-emerald-600" />
    </div>
  );
}
