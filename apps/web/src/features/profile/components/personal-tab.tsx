import { normalizeBrazilianPhone, PHONE_INVALID_MESSAGE, type TUser } from "@nutriguia/domain";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Avatar } from "../../../components/avatar";
import { ImageViewer } from "../../../components/image-viewer";
import { Button } from "../../../components/ui/button";
import { Card, CardHeader } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { toast } from "../../../lib/toast-store";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { useSubmitProfileUpdate } from "./use-submit-profile-update";

export function PersonalTab({ user }: { user: TUser }) {
  const [fullName, setFullName] = useState(user.fullName);
  const [phone, setPhone] = useState(user.whatsappNumber ?? "");
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const { submit, busy } = useSubmitProfileUpdate();

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const changedPhone = phone.trim() !== (user.whatsappNumber ?? "");
    if (changedPhone && phone.trim() !== "" && !normalizeBrazilianPhone(phone)) return setPhoneError(PHONE_INVALID_MESSAGE);
    const ok = await submit({
      fullName: fullName.trim() !== user.fullName ? fullName : undefined,
      phoneNumber: phone.trim() !== (user.whatsappNumber ?? "") ? phone : undefined,
      profilePhoto: photo,
    });
    if (ok) setPhoto(null);
  }

  const shownPhoto = preview ?? user.profilePhoto;
  return (
    <Card>
      <CardHeader title="Informações Pessoais" description="Mantenha seus dados de contato atualizados." />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="flex flex-wrap items-center gap-4">
          {shownPhoto ? (
            <button type="button" onClick={() => setViewing(shownPhoto)} className="rounded-full">
              <Avatar fullName={user.fullName} profilePhoto={shownPhoto} size="xl" decorative />
              <span className="sr-only">Ampliar foto de perfil</span>
            </button>
          ) : (
            <Avatar fullName={user.fullName} profilePhoto={shownPhoto} size="xl" />
          )}
          <div className="space-y-2">
            <input
              ref={fileRef}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label="Selecionar foto de perfil"
              tabIndex={-1}
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                if (file && !file.type.startsWith("image/")) {
                  toast({ title: "Arquivo inválido", description: "Selecione uma imagem.", variant: "destructive" });
                  return;
                }
                setPhoto(file);
              }}
            />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => fileRef.current?.click()} disabled={busy}>
                Escolher foto
              </Button>
              {shownPhoto ? (
                <Button variant="ghost" size="sm" onClick={() => setViewing(shownPhoto)}>
                  Ampliar foto
                </Button>
              ) : null}
            </div>
            <p className="text-xs text-slate-600">{photo ? `Nova foto: ${photo.name}` : "Imagens JPG, PNG ou WebP."}</p>
          </div>
        </div>
        <TextField label="Nome" name="fullName" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} disabled={busy} />
        <TextField label="E-mail" name="email" type="email" value={user.email} disabled readOnly hint="O e-mail não pode ser alterado." />
        <TextField
          label="Número de WhatsApp"
          name="phoneNumber"
          type="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          value={phone}
          error={phoneError}
          onChange={(e) => {
            setPhone(e.target.value);
            setPhoneError(null);
          }}
          disabled={busy}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setDeleteOpen(true)}>
            Excluir minha conta
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? "Salvando..." : "Salvar Alterações"}
          </Button>
        </div>
      </form>
      <ImageViewer src={viewing} alt="Foto de perfil" onClose={() => setViewing(null)} />
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </Card>
  );
}
