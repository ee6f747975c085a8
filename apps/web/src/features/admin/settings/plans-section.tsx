import { useState } from "react";
import { ZPlanSettingsUpdate, type TAdminSettings, type TLimitPlan } from "@nutriguia/domain";
import { TextField } from "../../../components/ui/field";
import { useUpdateAdminSettings } from "../api/update-admin-settings";
import { SettingsForm } from "./settings-form";

const PAID = [
  ["PRO", "Pro"],
  ["PRO_PLUS", "Pro+"],
] as const;
const INTERVALS = [
  ["MONTH", "mensal"],
  ["YEAR", "anual"],
] as const;
const LIMIT_PLANS: ReadonlyArray<[TLimitPlan, string]> = [
  ["TRIAL", "Teste grátis (período de 7 dias)"],
  ["FREE", "Gratuito (por mês)"],
  ["PRO", "Pro (uso justo por período)"],
  ["PRO_PLUS", "Pro+ (uso justo por período)"],
];
const QUOTAS = [
  ["messages", "Mensagens"],
  ["mealPlans", "Planos alimentares"],
] as const;

type TPlans = TAdminSettings["plans"];
type TDraft = { prices: Record<string, string>; limits: Record<string, string> };

const reais = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
/** "29,90", "29.90" or "29" in reais → centavos; anything else is NaN, which the schema refuses. */
const toCents = (text: string) => (/^\d+([.,]\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim().replace(",", ".")) * 100) : Number.NaN);
const toLimit = (text: string) => (text.trim() === "" ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function draftOf(plans: TPlans): TDraft {
  const prices: Record<string, string> = {};
  const limits: Record<string, string> = {};
  for (const [plan] of PAID) for (const [interval] of INTERVALS) prices[`${plan}.${interval}`] = reais(plans.prices[plan][interval]);
  for (const [plan] of LIMIT_PLANS) for (const [quota] of QUOTAS) limits[`${plan}.${quota}`] = String(plans.limits[plan][quota] ?? "");
  return { prices, limits };
}

function payloadOf(draft: TDraft) {
  const price = (plan: string) => ({ MONTH: toCents(draft.prices[`${plan}.MONTH`]!), YEAR: toCents(draft.prices[`${plan}.YEAR`]!) });
  const limit = (plan: string) => ({ messages: toLimit(draft.limits[`${plan}.messages`]!), mealPlans: toLimit(draft.limits[`${plan}.mealPlans`]!) });
  return {
    prices: { PRO: price("PRO"), PRO_PLUS: price("PRO_PLUS") },
    limits: { TRIAL: limit("TRIAL"), FREE: limit("FREE"), PRO: limit("PRO"), PRO_PLUS: limit("PRO_PLUS") },
  };
}

/** Prices (in reais, stored in centavos) and each plan's quotas; a paid plan's empty quota means unlimited. */
export function PlansSection({ initial }: { initial: TPlans }) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateAdminSettings("plans");
  const submit = () => {
    const parsed = ZPlanSettingsUpdate.safeParse(payloadOf(draft));
    const next: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path.slice(1).join(".")] ??= issue.message;
    setErrors(next);
    if (parsed.success) save.mutate(parsed.data);
  };
  const set = (group: keyof TDraft, key: string, value: string) => setDraft({ ...draft, [group]: { ...draft[group], [key]: value } });

  return (
    <SettingsForm
      title="Planos: preços e limites"
      description="Um novo preço vale para novas assinaturas; quem já assina continua pagando o valor contratado nas renovações."
      saving={save.isPending}
      onSubmit={submit}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Preços (R$)</legend>
        {initial.pricesEditable ? null : (
          <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Com o Stripe, o valor cobrado é o do Price configurado no Stripe. Para mudar o preço, crie um novo Price no Stripe e atualize a configuração do servidor.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PAID.flatMap(([plan, name]) =>
            INTERVALS.map(([interval, label]) => (
              <TextField
                key={`${plan}.${interval}`}
                label={`${name} ${label}`}
                inputMode="decimal"
                value={draft.prices[`${plan}.${interval}`]}
                disabled={!initial.pricesEditable}
                error={errors[`${plan}.${interval}`]}
                onChange={(e) => set("prices", `${plan}.${interval}`, e.target.value)}
              />
            )),
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">Limites</legend>
        <p className="mb-3 text-sm text-slate-600">Nos planos pagos, deixe em branco para ilimitado. O teste grátis e o plano gratuito precisam de um limite.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {LIMIT_PLANS.map(([plan, name]) => (
            <div key={plan} className="rounded-xl border border-slate-200 p-3">
              <p className="mb-2 text-sm font-medium text-slate-900">{name}</p>
              <div className="grid grid-cols-2 items-end gap-3">
                {QUOTAS.map(([quota, label]) => (
                  <TextField
                    key={quota}
                    label={label}
                    inputMode="numeric"
                    placeholder={plan === "PRO" || plan === "PRO_PLUS" ? "Ilimitado" : undefined}
                    value={draft.limits[`${plan}.${quota}`]}
                    error={errors[`${plan}.${quota}`]}
                    onChange={(e) => set("limits", `${plan}.${quota}`, e.target.value)}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
    </SettingsForm>
  );
}
