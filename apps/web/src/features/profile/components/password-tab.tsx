import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { useSubmitProfileUpdate } from "./use-submit-profile-update";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** "Alterar Senha": sent through the same profile update as the personal tab. */
export function PasswordTab() {
  const [values, setValues] = useState(EMPTY);
  const { submit, busy } = useSubmitProfileUpdate();
  const change = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await submit(values)) setValues(EMPTY);
  }

  return (
    <Card>
      <CardHeader title="Alterar Senha" description="Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas." />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Senha atual" name="currentPassword" type="password" autoComplete="current-password" value={values.currentPassword} onChange={change("currentPassword")} disabled={busy} />
        <TextField label="Nova senha" name="newPassword" type="password" autoComplete="new-password" hint="Pelo menos 8 caracteres." value={values.newPassword} onChange={change("newPassword")} disabled={busy} />
        <TextField label="Confirmar nova senha" name="confirmPassword" type="password" autoComplete="new-password" value={values.confirmPassword} onChange={change("confirmPassword")} disabled={busy} />
        <Button type="submit" loading={busy} disabled={!values.currentPassword || !values.newPassword}>
          {busy ? "Atualizando..." : "Atualizar Senha"}
        </Button>
      </form>
    </Card>
  );
}
