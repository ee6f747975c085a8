import type { TMail } from "../../plugins/mail";

const SIGNATURE = "\n\nEquipe NutriGuia\nEste é um e-mail automático, não responda.";

export function existingAccountMail(to: string, name: string, publicUrl: string): TMail {
  return {
    to,
    subject: "Tentativa de cadastro com seu e-mail no NutriGuia",
    text:
      `Olá, ${name}!\n\nAlguém tentou criar uma conta no NutriGuia com este e-mail, mas você já tem uma conta.\n\n` +
      `Se foi você, entre em ${publicUrl}/login. Esqueceu a senha? Use "Esqueci minha senha" na tela de login.\n\n` +
      `Se não foi você, nenhuma ação é necessária: sua conta continua segura.${SIGNATURE}`,
  };
}

export function resetPasswordMail(to: string, name: string, token: string, publicUrl: string): TMail {
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Redefinição de senha NutriGuia",
    text:
      `Olá, ${name}!\n\nRecebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, acesse:\n\n${link}\n\n` +
      `O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.${SIGNATURE}`,
  };
}

export function unlockMail(to: string, name: string, token: string, publicUrl: string): TMail {
  const link = `${publicUrl}/api/auth/unlock?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: "Tentativas de login na sua conta NutriGuia",
    text:
      `Olá, ${name}!\n\nHouve várias tentativas de login com senha errada na sua conta, por isso novas tentativas ficaram mais lentas.\n\n` +
      `Se foi você, libere o login agora por este link (vale por 1 hora):\n\n${link}\n\n` +
      `Se não foi você, sua conta continua protegida; considere trocar a senha depois de entrar.${SIGNATURE}`,
  };
}
