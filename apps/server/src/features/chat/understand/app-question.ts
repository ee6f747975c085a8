/** What a question about the app itself is about: each topic is answered from the help center's questions. */
export type TAppTopic = "cancel" | "subscribe" | "billing" | "trial" | "limit" | "channels" | "data" | "password" | "media" | "account" | "profile" | "support";

/** "plano pro" is the subscription only where "pro" is not "para o" ("um plano pro meu marido"). */
const SUBSCRIPTION = /\b(?:assinatura|assinaturas|assinei|assinar|assino|mensalidade|plano (?:pago|premium|gratuito|gratis)|plano (?:mensal|anual)(?! (?:de|com|pra|para) )|plano pro(?= ou| e |$| (?:vale|custa|tem|inclui|da|mensal|anual)\b)|pro plus|versao (?:paga|pro|premium|gratuita)|upgrade)\b/;
const ABOUT_THE_APP = /\b(?:app|aplicativo|nutriguia|site|sistema|conta)\b/;

/** "como eu troco…", "onde mudo…", "dá pra alterar…": asked how to do it in the app, not said as a fact. */
const HOW_TO = /\b(?:como|onde|da pra|consigo|tem como|posso)\b/;

/** Each topic by how people ask it, most specific first. Matched on folded text (no accents, lower case); "Pro+" on the text as typed. */
const TOPICS: readonly (readonly [TAppTopic, (folded: string, text: string) => boolean])[] = [
  ["data", (f) => /\b(?:exportar|baixar|copia)\w* (?:d?os )?(?:meus )?dados\b|\b(?:excluir|apagar|deletar|encerrar|cancelar) (?:a |minha )?conta\b|\blgpd\b|\bmeus dados\b/.test(f)],
  ["cancel", (f, text) => /\b(?:cancel\w*|desassin\w*|parar de pagar|sair do plano)\b/.test(f) && (SUBSCRIPTION.test(f) || /\bpro ?\+/i.test(text) || ABOUT_THE_APP.test(f) || /\b(?:cobranca|renovacao|pagamento)\b/.test(f))],
  ["trial", (f) => /\b(?:teste (?:gratis|gratuito)|periodo (?:de teste|gratis|gratuito)|trial|dias gratis|gratis por \d+ dias)\b/.test(f)],
  ["limit", (f) => /\b(?:limite de mensage\w*|mensage\w* (?:acabaram|acabou|acabando|restantes|que restam|que faltam|que sobraram|que tenho)|acab\w* (?:as )?(?:minhas )?mensage\w*|quantas mensage\w*)\b/.test(f)],
  ["billing", (f) => /\b(?:cobranca|cobrad[oa]|cobraram|me cobr\w*|recibos?|nota fiscal|faturas?|reembolso|estorno|devolv\w* (?:o )?(?:meu )?dinheiro|forma de pagamento|pagar (?:com|no|por) (?:pix|boleto|cartao)|boleto|cartao de credito)\b/.test(f)],
  ["subscribe", (f, text) => SUBSCRIPTION.test(f) || /\bpro ?\+/i.test(text) || /\bquanto (?:custa|e|sai|fica) (?:o |a )?(?:app|aplicativo|nutriguia|assinatura|pro|premium)\b/.test(f)],
  ["channels", (f) => /\b(?:whatsapp|whats|zap|zapzap|wpp|telegram)\b/.test(f) && /\b(?:usar|uso|conectar|conecto|vincular|vinculo|ligar|funciona|tem|da pra|posso|como|falar)\b/.test(f)],
  ["password", (f) => /\bsenha\b/.test(f)],
  ["media", (f) => /\b(?:mandar|enviar|manda|envia|aceita|aceitam|le|entende)\b.*\b(?:fotos?|audios?|mensage\w* de voz|voz)\b/.test(f) && /\b(?:posso|da pra|consigo|como|vc|voce|tu|aceita|le|entende)\b/.test(f)],
  ["account", (f) => HOW_TO.test(f) && /\b(?:e ?mail|email|nome|telefone|celular|numero|whatsapp|foto)\b/.test(f) && /\b(?:troc|mud|alter|atualiz|corrig|edit|coloc)\w*/.test(f)],
  ["profile", (f) => HOW_TO.test(f) && /\b(?:meu|minha|o|a) (?:peso|altura|idade|objetivo|nivel de atividade|perfil nutricional|perfil)\b/.test(f) && /\b(?:troc|mud|alter|atualiz|corrig|edit)\w*/.test(f)],
  ["support", (f) => /\b(?:falar|fala|contato|contatar|chamar) (?:com )?(?:o |um |uma |a )?(?:suporte|atendente|atendimento|humano|pessoa de verdade|equipe)\b|\b(?:suporte|sac)\b/.test(f)],
];

/** A message that asks how to do something in the app (cancel, subscribe, pay, connect WhatsApp, export data): its topic, or null. */
export function appTopic(folded: string, text: string): TAppTopic | null {
  if (folded.split(" ").length > 25) return null;
  return TOPICS.find(([, asks]) => asks(folded, text))?.[0] ?? null;
}
