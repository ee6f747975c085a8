import type { FormEvent, ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";

/** One settings section: a card with its fields and a save button that shows progress. */
export function SettingsForm({
  title,
  description,
  saving,
  onSubmit,
  children,
}: {
  title: string;
  description: ReactNode;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card>
      <form noValidate onSubmit={submit} aria-label={title}>
        <CardHeader title={title} description={description} />
        <div className="space-y-4">{children}</div>
        <div className="mt-5 flex justify-end">
          <Button type="submit" loading={saving} disabled={saving}>
            {saving ? "Salvando..." : "Salvar"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
