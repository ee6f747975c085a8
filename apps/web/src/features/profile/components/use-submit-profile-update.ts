import { errorMessage } from "../../../lib/api-errors";
import { useSession } from "../../../lib/session/session-context";
import { toast } from "../../../lib/toast-store";
import { profileFormData, useUpdateProfile, type TProfileUpdate } from "../api/update-profile";

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/**
 * The personal-tab update (000 §5, §8): passwords must match, only non-empty
 * fields are sent, nothing is sent when nothing changed.
 */
export function useSubmitProfileUpdate() {
  const mutation = useUpdateProfile();
  const { controller } = useSession();

  async function submit(input: TProfileUpdate & { confirmPassword?: string }): Promise<boolean> {
    if (input.newPassword && input.newPassword !== input.confirmPassword) {
      toast({ title: PASSWORDS_DONT_MATCH, description: "A nova senha e a confirmação devem ser iguais.", variant: "destructive" });
      return false;
    }
    const data = profileFormData(input);
    if (!data) {
      toast({ title: "Nenhuma alteração", description: "Não há alterações para salvar." });
      return false;
    }
    try {
      const result = await mutation.mutateAsync(data);
      if (result.token) controller.replaceToken(result.token);
      controller.updateUser({ fullName: result.fullName, whatsappNumber: result.whatsappNumber, profilePhoto: result.profilePhoto });
      void controller.refresh();
      toast({ title: "Profile updated", description: "Your profile has been updated successfully.", variant: "success" });
      return true;
    } catch (error) {
      toast({ title: "Update failed", description: errorMessage(error, "Failed to update profile. Please try again."), variant: "destructive" });
      return false;
    }
  }

  return { submit, busy: mutation.isPending };
}
