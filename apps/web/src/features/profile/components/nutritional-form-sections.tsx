import {
  ACTIVITY_LEVEL_LABELS,
  ACTIVITY_LEVELS,
  DIETARY_RESTRICTION_LABELS,
  DIETARY_RESTRICTIONS,
  GENDER_LABELS,
  GENDERS,
  GOAL_LABELS,
  GOALS,
  HEALTH_CONDITION_LABELS,
  HEALTH_CONDITIONS,
  SEVERITIES,
  SEVERITY_LABELS,
  type TSeverity,
} from "@nutriguia/domain";
import type { ReactNode } from "react";
import { Checkbox, SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { FoodChipList } from "./food-chip-list";
import type { TNutritionalErrors, TNutritionalForm } from "./nutritional-form";

type TSectionProps = {
  form: TNutritionalForm;
  setForm: (update: (form: TNutritionalForm) => TNutritionalForm) => void;
  errors: TNutritionalErrors;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-2 w-full text-base font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

export function BasicInfoSection({ form, setForm, errors }: TSectionProps) {
  const text = (field: "age" | "weight" | "height") => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  return (
    <Section title="Informações Básicas">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Idade" name="age" inputMode="numeric" autoComplete="off" value={form.age} onChange={text("age")} error={errors.age} />
        <SelectField label="Gênero" name="gender" value={form.gender} onChange={(e) => setForm((f) => ({ ...f, gender: e.target.value as TNutritionalForm["gender"] }))}>
          <option value="">Selecione</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>{GENDER_LABELS[g]}</option>
          ))}
        </SelectField>
        <TextField label="Peso (kg)" name="weight" inputMode="decimal" autoComplete="off" value={form.weight} onChange={text("weight")} error={errors.weight} />
        <TextField label="Altura (cm)" name="height" inputMode="decimal" autoComplete="off" value={form.height} onChange={text("height")} error={errors.height} />
      </div>
      <SelectField label="Nível de atividade física" name="activityLevel" value={form.activityLevel} error={errors.activityLevel} onChange={(e) => setForm((f) => ({ ...f, activityLevel: e.target.value as TNutritionalForm["activityLevel"] }))}>
        <option value="">Selecione</option>
        {ACTIVITY_LEVELS.map((a) => (
          <option key={a} value={a}>{ACTIVITY_LEVEL_LABELS[a]}</option>
        ))}
      </SelectField>
      <SelectField label="Objetivo" name="goal" value={form.goal} error={errors.goal} onChange={(e) => setForm((f) => ({ ...f, goal: e.target.value as TNutritionalForm["goal"] }))}>
        <option value="">Selecione</option>
        {GOALS.map((g) => (
          <option key={g} value={g}>{GOAL_LABELS[g]}</option>
        ))}
      </SelectField>
    </Section>
  );
}

export function RestrictionsSection({ form, setForm }: TSectionProps) {
  return (
    <Section title="Restrições Alimentares">
      <div className="grid gap-3 sm:grid-cols-2">
        {DIETARY_RESTRICTIONS.map((code) => {
          const checked = form.dietaryRestrictions.includes(code);
          return (
            <div key={code} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <Checkbox
                label={DIETARY_RESTRICTION_LABELS[code]}
                checked={checked}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    dietaryRestrictions: e.target.checked ? [...f.dietaryRestrictions, code] : f.dietaryRestrictions.filter((c) => c !== code),
                  }))
                }
              />
              {checked ? (
                <SelectField
                  label={`Gravidade: ${DIETARY_RESTRICTION_LABELS[code]}`}
                  value={form.allergyDetails[code] ?? ""}
                  onChange={(e) =>
                    setForm((f) => ({ ...f, allergyDetails: { ...f.allergyDetails, [code]: (e.target.value || undefined) as TSeverity | undefined } }))
                  }
                >
                  <option value="">Selecione a gravidade</option>
                  {SEVERITIES.map((s) => (
                    <option key={s} value={s}>{SEVERITY_LABELS[s]}</option>
                  ))}
                </SelectField>
              ) : null}
            </div>
          );
        })}
      </div>
      <TextAreaField
        label="Outras restrições (uma por linha)"
        name="customRestrictions"
        rows={3}
        placeholder={"Ex.: amendoim\nfrutos do mar"}
        value={form.customRestrictions}
        onChange={(e) => setForm((f) => ({ ...f, customRestrictions: e.target.value }))}
      />
    </Section>
  );
}

export function HealthSection({ form, setForm }: TSectionProps) {
  return (
    <Section title="Condições de Saúde">
      <div className="grid gap-2 sm:grid-cols-2">
        {HEALTH_CONDITIONS.map((code) => (
          <Checkbox
            key={code}
            label={HEALTH_CONDITION_LABELS[code]}
            checked={form.healthConditions.includes(code)}
            onChange={(e) =>
              setForm((f) => ({
                ...f,
                healthConditions: e.target.checked ? [...f.healthConditions, code] : f.healthConditions.filter((c) => c !== code),
              }))
            }
          />
        ))}
      </div>
      <TextAreaField
        label="Outras condições de saúde (uma por linha)"
        name="customHealthConditions"
        rows={3}
        value={form.customHealthConditions}
        onChange={(e) => setForm((f) => ({ ...f, customHealthConditions: e.target.value }))}
      />
    </Section>
  );
}

export function PreferencesSection({ form, setForm }: TSectionProps) {
  return (
    <Section title="Preferências Alimentares">
      <FoodChipList label="Alimentos preferidos" placeholder="Ex.: frango" items={form.preferredFoods} onChange={(items) => setForm((f) => ({ ...f, preferredFoods: items }))} />
      <FoodChipList label="Alimentos que não gosta" placeholder="Ex.: jiló" items={form.dislikedFoods} onChange={(items) => setForm((f) => ({ ...f, dislikedFoods: items }))} />
    </Section>
  );
}

export function SupplementSection({ form, setForm }: TSectionProps) {
  return (
    <Section title="Suplementação">
      <Checkbox
        label="Aceito receber sugestões de suplementação quando fizer sentido para meu objetivo"
        checked={form.supplementConsent}
        onChange={(e) => setForm((f) => ({ ...f, supplementConsent: e.target.checked }))}
      />
    </Section>
  );
}
