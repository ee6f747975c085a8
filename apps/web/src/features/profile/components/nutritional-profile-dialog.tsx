import type { TNutritionalProfile } from "@nutriguia/domain";
import { useEffect, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { useSession } from "../../../lib/session/session-context";
import { getToken } from "../../../lib/storage";
import { toast } from "../../../lib/toast-store";
import { updateNutritionalProfile, useUpdateNutritionalProfile } from "../api/update-nutritional-profile";
import {
  foodListsUpdate,
  formFromProfile,
  formToUpdate,
  validateNutritionalForm,
  type TNutritionalErrors,
  type TNutritionalForm,
} from "./nutritional-form";
import { BasicInfoSection, HealthSection, PreferencesSection, RestrictionsSection, SupplementSection } from "./nutritional-form-sections";

const FORM_ID = "nutritional-profile-form";

/** The nutritional profile dialog (000 §2, §4, §5). `onClosed` runs after every close, saved or not. */
export function NutritionalProfileDialog({
  open,
  profile,
  onClosed,
}: {
  open: boolean;
  profile: TNutritionalProfile | null;
  onClosed: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setFormState] = useState<TNutritionalForm>(() => formFromProfile(profile));
  const [errors, setErrors] = useState<TNutritionalErrors>({});
  const mutation = useUpdateNutritionalProfile();
  const { controller } = useSession();
  const [refreshing, setRefreshing] = useState(false);
  const saving = mutation.isPending || refreshing;

  useEffect(() => {
    if (open) {
      setFormState(formFromProfile(profile));
      setErrors({});
    }
    // Reset only when the dialog opens; later profile refreshes must not discard typing.
  }, [open]);

  const setForm = (update: (f: TNutritionalForm) => TNutritionalForm) => setFormState(update);

  /** Food lists added before closing are saved in the background; errors are ignored. */
  function closeSavingFoodLists() {
    const update = foodListsUpdate(form, profile);
    if (update && getToken()) void updateNutritionalProfile(update).catch(() => undefined);
    onClosed();
  }

  function onCancel() {
    if (saving) return;
    closeSavingFoodLists();
  }

  function onDialogClose() {
    if (saving) return;
    if (profile && (!form.activityLevel || !form.goal)) {
      toast({
        title: "Campos obrigatórios",
        description: "Preencha o nível de atividade física e o objetivo: eles são necessários para recomendações personalizadas.",
        variant: "destructive",
      });
      return;
    }
    closeSavingFoodLists();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateNutritionalForm(form);
    setErrors(found);
    const missing = found.activityLevel ?? found.goal;
    if (Object.keys(found).length > 0) {
      if (missing) toast({ title: "Campo obrigatório", description: missing, variant: "destructive" });
      return;
    }
    if (!getToken()) {
      toast({ title: "Não autorizado", description: "Você precisa estar logado para realizar esta ação", variant: "destructive" });
      return;
    }
    mutation.mutate(formToUpdate(form), {
      onSuccess: async () => {
        // The summary and the auto-open rule read the session's user: reload it before closing.
        setRefreshing(true);
        await controller.refresh();
        // The targets follow the profile: the tab and the home show the new ones.
        void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
        void queryClient.invalidateQueries({ queryKey: ["calories"] });
        setRefreshing(false);
        toast({ title: "Perfil nutricional atualizado", description: "Suas informações nutricionais foram atualizadas com sucesso!", variant: "success" });
        onClosed();
      },
      onError: () =>
        toast({ title: "Erro ao atualizar perfil", description: "Não foi possível atualizar seu perfil nutricional. Tente novamente.", variant: "destructive" }),
    });
  }

  const sectionProps = { form, setForm, errors };
  return (
    <Dialog
      open={open}
      onClose={onDialogClose}
      title="Perfil Nutricional"
      description="Essas informações personalizam seus planos alimentares e as respostas do assistente."
      size="lg"
      bodyClassName="max-h-[70vh]"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} loading={saving}>
            {saving ? "Salvando..." : "Salvar Perfil"}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <fieldset disabled={saving} className="space-y-6">
          <BasicInfoSection {...sectionProps} />
          <RestrictionsSection {...sectionProps} />
          <HealthSection {...sectionProps} />
          <PreferencesSection {...sectionProps} />
          <SupplementSection {...sectionProps} />
        </fieldset>
      </form>
    </Dialog>
  );
}
