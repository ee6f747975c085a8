import type { TMail } from "../../plugins/mail";

const SIGNATURE = "\n\nEquipe NutriGuia\nEste é um e-mail automático, não responda.";

export function passwordChangedMail(to: string, name: string): TMail {
  return {
    to,
    subject: "Sua senha NutriGuia foi alterada",
    text:
      `Olá, ${name}!\n\nA senha da sua conta foi alterada e as sessões abertas em outros dispositivos foram encerradas.\n\n` +
      `Se não foi você, redefina sua senha imediatamente pela opção "Esqueci minha senha" e fale com o suporte.${SIGNATURE}`,
  };
}

export function accountDeletedMail(to: string, name: string): TMail {
  return {
    to,
    subject: "Sua conta NutriGuia foi excluída",
    text:
      `Olá, ${name}!\n\nConfirmamos a exclusão da sua conta NutriGuia. Seus dados pessoais, perfil nutricional, conversas, ` +
      `cálculos, planos alimentares e fotos foram apagados de forma permanente, conforme a LGPD.\n\n` +
      `Registros que a lei nos obriga a guardar (como documentos fiscais de pagamentos) são mantidos pelo prazo legal.\n\n` +
      `Obrigado por ter usado o NutriGuia.${SIGNATURE}`,
  };
}
