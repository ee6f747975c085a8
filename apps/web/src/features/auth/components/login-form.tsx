import type { TLoginRequest } from "@nutriguia/domain";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { paths } from "../../../config/paths";
import { errorMessage, isApiError, NETWORK_ERROR_MESSAGE } from "../../../lib/api-errors";
import { fieldErrors } from "../../../lib/form-errors";
import type { TLoginResult } from "../api/login";
import { FormAlert } from "./auth-card";
import { loadAuthSchemas } from "./auth-schemas";
import { ForgotPasswordDialog } from "./forgot-password-dialog";

type TLoginFormProps = {
  submit: (input: TLoginRequest) => Promise<TLoginResult>;
  onSuccess: (result: TLoginResult) => void;
  submitLabel: string;
  showForgotPassword?: boolean;
};

export function LoginForm({ submit, onSuccess, submitLabel, showForgotPassword = true }: TLoginFormProps) {
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; notActivated: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const schemas = await loadAuthSchemas();
    if (!schemas) {
      setFailure({ message: NETWORK_ERROR_MESSAGE, notActivated: false });
      return;
    }
    const parsed = schemas.ZLoginRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const result = await submit(parsed.data);
      onSuccess(result);
    } catch (error) {
      setFailure({
        message: errorMessage(error, "Não foi possível entrar. Tente novamente."),
        notActivated: isApiError(error) && error.errorCode === "ACCOUNT_NOT_ACTIVATED",
      });
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} onFocus={() => void loadAuthSchemas()} noValidate className="space-y-4">
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          error={errors.email}
          disabled={busy}
        />
        <TextField
          label="Senha"
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          error={errors.password}
          disabled={busy}
        />
        {showForgotPassword ? (
          <div className="text-right">
            <button type="button" className="text-sm font-medium text-emerald-800 underline-offset-4 hover:underline" onClick={() => setForgotOpen(true)}>
              Esqueceu sua senha?
            </button>
          </div>
        ) : null}
        {failure ? (
          <FormAlert>
            <p>{failure.message}</p>
            {failure.notActivated ? (
              <p className="mt-2 flex flex-wrap gap-x-4">
                <Link to={paths.activate.href()} className="font-semibold underline">
                  Ativar conta
                </Link>
                <Link to={paths.resendActivation.href()} className="font-semibold underline">
                  Reenviar código
                </Link>
              </p>
            ) : null}
          </FormAlert>
        ) : null}
        <Button type="submit" loading={busy} className="w-full">
          {busy ? "Entrando..." : submitLabel}
        </Button>
      </form>
      {showForgotPassword ? <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={values.email} /> : null}
    </>
  );
}
