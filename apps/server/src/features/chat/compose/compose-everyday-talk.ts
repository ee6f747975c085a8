import type { TEverydayTopic } from "../understand/everyday-talk";

/** A short, kind answer to everyday talk, with the food side of it when there is one; nothing is logged. */
const LEADS: Readonly<Record<TEverydayTopic, string>> = {
  sleep:
    "Poxa, semana puxada! Dormir pouco mexe com a fome (dá mais vontade de doce e de beliscar) e com o humor. Ajuda manter as refeições em horários regulares, deixar o café para até o meio da tarde e fazer um jantar mais leve. Se o cansaço não passa nem quando você dorme bem, vale conversar com um médico: às vezes é falta de ferro ou outra causa que tem tratamento.",
  "bad-day":
    "Que dia, hein! Espero que melhore. Em dias corridos, deixar algo prático à mão (uma fruta, um iogurte, um punhado de castanhas ou um sanduíche simples) evita passar muitas horas sem comer e chegar morrendo de fome no jantar.",
  sick:
    "Melhoras! Nesses dias, capriche na água, em caldos e sopas e em frutas, e coma em porções menores se o apetite estiver baixo. Febre alta, falta de ar ou piora pedem atendimento médico.",
  swelling:
    "Inchaço ao acordar costuma vir de sal demais no dia anterior (embutidos, temperos prontos, salgadinhos, comida de rua), pouca água, álcool ou uma noite mal dormida. Beba água ao longo do dia e prefira comida caseira com pouco sal; se o inchaço for frequente, nas pernas ou com falta de ar, procure um médico.",
  heat:
    "Com esse calor, capriche na água ao longo do dia (deixe uma garrafinha por perto) e nas frutas com bastante água, como melancia, laranja e abacaxi; refeições mais leves caem melhor.",
  cold:
    "Friozinho pede sopa e caldo: uma sopa de legumes com feijão, frango ou carne magra é quentinha e nutritiva. E não esqueça da água, que no frio a gente bebe menos.",
  prices:
    "Os preços estão puxados mesmo. Arroz com feijão, ovo, frango, sardinha em lata e as frutas e legumes da estação na feira costumam render mais por real; se quiser, monto um plano com comida barata.",
  event:
    "Boa, aproveite! Para curtir sem exagero: não chegue em jejum (faça um lanche antes), monte o prato com salada e vinagrete, prefira carnes magras e frango, e intercale cada bebida com um copo de água.",
  "team-lost": "Ih, que fase! 😅 Futebol mexe com o humor mesmo; que a próxima rodada seja melhor. Se a raiva bater, vá com calma na cerveja e no que for beliscar vendo o jogo.",
  "skipping-training":
    "Acontece, dias de preguiça fazem parte. Se der, faça só um pouco (uns 20 minutos ou uma caminhada): manter o hábito conta mais do que o treino perfeito. E se hoje não rolar, tudo bem: a comida do dia segue normal, sem cortar nada para compensar.",
  sad: "Sinto muito, dias assim pesam. Se quiser desabafar, estou aqui. E cuide de você hoje: não precisa pular refeição nem descontar na comida; uma refeição simples e quentinha já ajuda.",
  "good-news": "Que notícia boa! Fico feliz por você. 😊",
  idiom: "Haha, entendi a expressão! 😄",
  "will-try": "Boa! Mudanças pequenas e constantes são as que ficam. Se surgir alguma dúvida no caminho, é só me chamar.",
  "fresh-start":
    "Que bom! Para começar com o pé direito, vá no simples: refeições em horários regulares, metade do prato com verduras e legumes, uma proteína em cada refeição (ovo, frango, peixe, feijão) e água por perto. Não precisa cortar tudo de uma vez: o que dura é o que cabe na sua rotina. Se quiser, monto um plano alimentar pelo seu perfil, é só pedir.",
  "someone-cooked": "Que delícia! Se for comer, aproveite sem culpa: uma fatia ou porção normal cabe no dia. Depois me diga quanto comeu (por exemplo, *comi 1 fatia*) que eu calculo e mostro como fica no seu dia.",
};

/** A party ahead for someone on a medicine that does not mix with alcohol: the drinks line becomes the warning. */
const EVENT_ON_MEDICINE =
  "Boa, aproveite! Só um cuidado importante: **com o remédio que você me contou, nada de bebida alcoólica** (nem umas latinhas); a mistura pode causar reações fortes ou tirar o efeito do remédio. Vá de água, refrigerante zero, suco ou água com gás e limão. Para comer sem exagero: não chegue em jejum, monte o prato com salada e vinagrete e prefira carnes magras e frango.";

/** Said after an aside while a meal's card waits: the card is still there to confirm or change (decision 207). */
export const CARD_STILL_OPEN = "O cartão da refeição acima continua aberto: confirme para registrar, ou me diga o que mudar.";

export function composeEverydayTalk(topic: TEverydayTopic, onAlcoholMedicine = false, cardOpen = false): string {
  const lead = topic === "event" && onAlcoholMedicine ? EVENT_ON_MEDICINE : LEADS[topic];
  if (cardOpen) return `${lead}\n\n${CARD_STILL_OPEN}`;
  return `${lead}\n\nNão registrei nada como refeição. Quando quiser, me conte o que comeu (por exemplo, *almocei arroz, feijão e frango*) ou mande sua dúvida de alimentação.`;
}
