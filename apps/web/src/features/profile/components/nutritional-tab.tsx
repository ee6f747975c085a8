import {
  ACTIVITY_LEVEL_LABELS,
  bmiCategory,
  calculateBmi,
  DIETARY_RESTRICTION_LABELS,
  GENDER_LABELS,
  GOAL_LABELS,
  HEALTH_CONDITION_LABELS,
  isProfileComplete,
  profileCompleteness,
  SEVERITY_LABELS,
  type TUser,
} from "@nutriguia/domain";
import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { DailyTarget } from "./daily-target";

const NOT_INFORMED = "Não informado";

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value ?? NOT_INFORMED}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge tone="success">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** "Perfil Nutricional" summary (000 §2): read-only; lists show only when non-empty. */
export function NutritionalTab({ user, onEdit }: { user: TUser; onEdit: () => void }) {
  const profile = user.profile;
  const completeness = profileCompleteness(profile);
  const bmi = calculateBmi(profile?.weight, profile?.height);
  const editLabel = profile ? "Editar Perfil Nutricional" : "Completar Perfil Nutricional";
  const num = (value: number | null | undefined, unit: string) => (value && value > 0 ? `${value.toLocaleString("pt-BR")} ${unit}` : NOT_INFORMED);

  return (
    <Card>
      <CardHeader
        title="Perfil Nutricional"
        description={completeness === 100 ? "Perfil completo" : `Perfil ${completeness}% completo`}
        action={<Button onClick={onEdit}>{editLabel}</Button>}
      />
      {!profile ? (
        <div className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950">
          <p>Você ainda não completou seu perfil nutricional.</p>
          <p className="mt-1">Complete-o para receber planos alimentares e recomendações personalizadas.</p>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="h-2 w-full overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label="Perfil preenchido" aria-valuenow={completeness} aria-valuemin={0} aria-valuemax={100}>
            <div className="h-full bg-emerald-600" style={{ width: `${completeness}%` }} />
          </div>
          <DailyTarget enabled={isProfileComplete(profile)} />
          <Group title="Informações Básicas">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <Item label="Idade" value={profile.age && profile.age > 0 ? `${profile.age} anos` : NOT_INFORMED} />
              <Item label="Peso" value={num(profile.weight, "kg")} />
              <Item label="Altura" value={num(profile.height, "cm")} />
              <Item label="Gênero" value={profile.gender ? GENDER_LABELS[profile.gender] : NOT_INFORMED} />
              <Item label="IMC" value={bmi ? `${bmi.toLocaleString("pt-BR")} (${bmiCategory(bmi)})` : NOT_INFORMED} />
            </dl>
          </Group>
          <Group title="Objetivos e Atividades">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label="Nível de atividade" value={profile.activityLevel ? ACTIVITY_LEVEL_LABELS[profile.activityLevel] : NOT_INFORMED} />
              <Item label="Objetivo" value={profile.goal ? GOAL_LABELS[profile.goal] : NOT_INFORMED} />
            </dl>
          </Group>
          <Group title="Restrições Alimentares">
            {profile.dietaryRestrictions.length > 0 ? (
              <Chips items={profile.dietaryRestrictions.map((c) => DIETARY_RESTRICTION_LABELS[c])} />
            ) : (
              <p className="text-sm text-slate-700">{NOT_INFORMED}</p>
            )}
          </Group>
          {Object.keys(profile.allergyDetails).length > 0 ? (
            <Group title="Alergias e gravidade">
              <ul className="space-y-1 text-sm">
                {Object.entries(profile.allergyDetails).map(([code, severity]) => (
                  <li key={code}>
                    <span className="font-medium">{DIETARY_RESTRICTION_LABELS[code as keyof typeof DIETARY_RESTRICTION_LABELS]}</span>:{" "}
                    {severity ? SEVERITY_LABELS[severity] : NOT_INFORMED}
                  </li>
                ))}
              </ul>
            </Group>
          ) : null}
          {profile.healthConditions.length > 0 ? (
            <Group title="Condições de Saúde">
              <Chips items={profile.healthConditions.map((c) => HEALTH_CONDITION_LABELS[c])} />
            </Group>
          ) : null}
          {profile.customHealthConditions.length > 0 ? (
            <Group title="Outras condições de saúde">
              <Chips items={profile.customHealthConditions} />
            </Group>
          ) : null}
          <Group title="Suplementação">
            <p className="text-sm text-slate-800">
              {profile.supplementConsent ? "Aceita receber sugestões de suplementação" : "Não deseja sugestões de suplementação"}
            </p>
          </Group>
          {profile.customRestrictions.length > 0 ? (
            <Group title="Outras restrições">
              <Chips items={profile.customRestrictions} />
            </Group>
          ) : null}
          {profile.preferredFoods.length > 0 ? (
            <Group title="Alimentos preferidos">
              <Chips items={profile.preferredFoods} />
            </Group>
          ) : null}
          {profile.dislikedFoods.length > 0 ? (
            <Group title="Alimentos que não gosta">
              <Chips items={profile.dislikedFoods} />
            </Group>
          ) : null}
        </div>
      )}
    </Card>
  );
}
