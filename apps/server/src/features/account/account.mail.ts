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

const longDate = (date: Date) => date.toLocaleDateString("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Sao_Paulo" });

export function inactivityNoticeMail(to: string, name: string, deletionDate: Date, loginUrl: string): TMail {
  return {
    to,
    subject: "Sua conta NutriGuia será excluída por inatividade",
    text:
      `Olá, ${name}!\n\nSua conta NutriGuia está sem uso há quase 5 anos. Como diz a nossa Política de Privacidade, ` +
      `contas inativas por 5 anos são excluídas com todos os seus dados.\n\n` +
      `Se nada mudar, sua conta será excluída em ${longDate(deletionDate)}.\n\n` +
      `Para mantê-la, basta entrar: ${loginUrl}\n\n` +
      `Se preferir, antes disso você pode baixar uma cópia dos seus dados em Perfil › "Baixar meus dados".${SIGNATURE}`,
  };
}

export function inactiveAccountDeletedMail(to: string, name: string): TMail {
  return {
    to,
    subject: "Sua conta NutriGuia foi excluída por inatividade",
    text:
      `Olá, ${name}!\n\nSua conta NutriGuia ficou 5 anos sem uso e foi excluída, como avisamos há 30 dias e como diz a ` +
      `nossa Política de Privacidade. Seus dados pessoais, perfil nutricional, conversas, cálculos, planos alimentares e ` +
      `fotos foram apagados de forma permanente, conforme a LGPD.\n\n` +
      `Registros que a lei nos obriga a guardar (como documentos fiscais de pagamentos) são mantidos pelo prazo legal.\n\n` +
      `Você pode criar uma nova conta quando quiser.${SIGNATURE}`,
  };
}
