import type { ComponentType, LazyExoticComponent } from "react";

/** 001 §2: the back-office tabs, in order. */
export const BACKOFFICE_TABS = [
  "overview",
  "visitors",
  "users",
  "bypass",
  "orders",
  "payments",
  "messages",
  "contact",
  "ai-metrics",
  "webhooks",
  "logs",
  "feedback",
  "cleanup",
  "features",
  "settings",
] as const;
export type TBackofficeTab = (typeof BACKOFFICE_TABS)[number];

/** Each tab's label and lazily loaded panel; the app layer composes it from the features (app/backoffice-tabs.ts). */
export type TTabRegistry = Record<TBackofficeTab, { label: string; component: LazyExoticComponent<ComponentType> }>;

export function parseTab(value: string | null): TBackofficeTab {
  return (BACKOFFICE_TABS as readonly string[]).includes(value ?? "") ? (value as TBackofficeTab) : "overview";
}
