/**
 * The open card confirmed or discarded in words, as people type on WhatsApp ("pode registrar", "confirmo", "salva aí",
 * "descarta", "não registra"): the whole message is the instruction, nothing else in it (issue 27).
 */
const CONFIRM = /^(?:(?:sim|isso|ok|blz|beleza|certo|perfeito|ta certo|tudo certo|pode ser)\s*)?(?:(?:pode|podes|ja pode|entao)\s+)?(?:confirm\w*|registr\w*|salv\w*|lanc\w*|anot\w*|coloc\w* no (?:meu )?(?:dia|diario)|pode (?:confirmar|registrar|salvar|lancar|anotar))(?:\s+(?:ai|isso|essa|esse|a refeicao|o cartao|pra mim|por favor|pfv|pf|sim|tudo|no meu dia|no diario))*$/;
const DISCARD = /^(?:(?:nao|pode)\s+)?(?:descart\w*|cancel\w*|apag\w*|nao registr\w*|nao salv\w*|nao confirm\w*|nao anot\w*)(?:\s+(?:ai|isso|essa|esse|a refeicao|o cartao|pra mim|por favor|pfv|pf|tudo))*$/;

type TCardSettle = "confirm" | "discard";

export function readCardSettle(folded: string): TCardSettle | null {
  if (folded.split(" ").length > 7) return null;
  if (DISCARD.test(folded)) return "discard";
  return CONFIRM.test(folded) ? "confirm" : null;
}
