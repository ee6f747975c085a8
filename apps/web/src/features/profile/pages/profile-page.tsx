import { Check } from "lucide-react";
import { hasBasicProfile, isProfileComplete } from "@nutriguia/domain";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { FullScreenSpinner } from "../../../components/ui/spinner";
import { tabPanelProps, Tabs } from "../../../components/ui/tabs";
import type { TProfileTab } from "../../../config/paths";
import { useSession } from "../../../lib/session/session-context";
import { ChannelsCard } from "../../channels/components/channels-card";
import { DiarySharesCard } from "../../diary-shares/components/diary-shares-card";
import { NutritionalProfileDialog } from "../components/nutritional-profile-dialog";
import { NutritionalTab } from "../components/nutritional-tab";
import { PasswordTab } from "../components/password-tab";
import { PersonalTab } from "../components/personal-tab";
import { PrivacyTab } from "../components/privacy-tab";
import { SubscriptionTab } from "../components/subscription-tab";

const TABS: TProfileTab[] = ["personal", "nutritional", "password", "privacy", "subscription"];
const ID = "profile";

function tabFrom(value: string | null): TProfileTab {
  return TABS.includes(value as TProfileTab) ? (value as TProfileTab) : "personal";
}

/** /profile (000 §2): the tab lives in ?tab=; changing tab replaces the history entry. */
export function ProfilePage() {
  const { user, controller } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get("tab"));
  const [dialogOpen, setDialogOpen] = useState(false);

  const needsDialog = tab === "nutritional" && !!user && !hasBasicProfile(user.profile);
  useEffect(() => {
    if (needsDialog) setDialogOpen(true);
  }, [needsDialog]);

  // Closing the dialog leaves the nutritional tab, and with it the button that opened the dialog:
  // focus goes to the tab now shown instead of being lost.
  const focusPersonalTab = useRef(false);
  useEffect(() => {
    if (tab !== "personal" || !focusPersonalTab.current) return;
    focusPersonalTab.current = false;
    document.getElementById(`${ID}-tab-personal`)?.focus();
  }, [tab]);

  if (!user) return <FullScreenSpinner />;

  function changeTab(next: TProfileTab) {
    setParams(next === "personal" ? {} : { tab: next }, { replace: true });
  }

  function onDialogClosed() {
    setDialogOpen(false);
    void controller.refresh();
    if (tab !== "nutritional") return;
    focusPersonalTab.current = true;
    setParams({ tab: "personal" }, { replace: true });
  }

  const complete = isProfileComplete(user.profile);
  const items = [
    { value: "personal" as const, label: "Pessoal" },
    {
      value: "nutritional" as const,
      label: (
        <>
          Nutricional
          {complete ? (
            <span className="text-emerald-700">
              <Check aria-hidden="true" size={16} />
              <span className="sr-only">(completo)</span>
            </span>
          ) : null}
        </>
      ),
    },
    { value: "password" as const, label: "Senha" },
    { value: "privacy" as const, label: "Consentimentos" },
    { value: "subscription" as const, label: "Assinatura" },
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Meu Perfil</h1>
        <p className="text-sm text-slate-600">Seus dados pessoais, nutricionais, de privacidade e sua assinatura.</p>
      </div>
      <Tabs items={items} value={tab} onChange={changeTab} label="Seções do perfil" idPrefix={ID} />
      <div {...tabPanelProps(ID, tab)} className="focus:outline-none">
        {tab === "personal" ? <PersonalTab key={user.id} user={user} /> : null}
        {tab === "personal" ? <ChannelsCard /> : null}
        {tab === "nutritional" ? <NutritionalTab user={user} onEdit={() => setDialogOpen(true)} /> : null}
        {tab === "password" ? <PasswordTab /> : null}
        {tab === "privacy" ? <PrivacyTab user={user} /> : null}
        {tab === "privacy" ? <DiarySharesCard /> : null}
        {tab === "subscription" ? <SubscriptionTab /> : null}
      </div>
      <NutritionalProfileDialog open={dialogOpen} profile={user.profile} onClosed={onDialogClosed} />
    </div>
  );
}
