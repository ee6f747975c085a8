import { foldText } from "../../chat.text";
import { expandShorthand } from "../shorthand";
import { withoutTheWholeCounted } from "./whole-counted";

/** Shorthand the general reading leaves alone but an edit needs ("n tomei", "n era pratão", "n foi"). */
const NOT_BEFORE_VERB = /\bn\b(?= (?:tomei|bebi|era|eram|foi|foram|teve|tinha|quis|comeu|coloquei|pus|usei|rolou))/g;

/** Hedges that say an amount is rough, never what it is: "mais ou menos", "por aí", "acho". */
const HEDGES = /\b(?:mais ou menos|aproximadamente|aproximado|por ai|no maximo|no minimo|acho que|acho|eu acho|tipo assim|tipo)\b/g;

/** "metade do q vc colocou", "metade daquele prato": the amount on the card, the same as "metade disso". */
const THE_CARD = /\b(?:d[oa]s? (?:que|q) (?:voce|vc|tu) (?:colocou|botou|pos|marcou|calculou|disse|falou|registrou|anotou|considerou|escreveu|contou|somou)|daquel[ea]s? (?:prato|porcao|pratao|quantidade|ai)|daquilo|desse prato|dessa porcao|do prato todo|do cartao)\b/g;

/** "só um punhadinho", "um pouquinho": a spoonful, the smallest measure people mean by it. */
const LITTLE_BIT = /\b(?:um |uma )?(?:punhadinho|pouquinh[oa]s?|tiquinho|bocadinho|colheradinha)\b/g;

/** Fractions typed with a slash, which folding would split into two numbers: "uns 2/3" is "uns dois terços" ("1/2 xícara" stays a measure). */
const FRACTIONS: Readonly<Record<string, string>> = { "1/2": "metade", "1/3": "um terco", "2/3": "dois tercos", "1/4": "um quarto", "3/4": "tres quartos" };

/** The message as edits read it: folded, shorthand expanded, hedges and laughter dropped, "na verdade" gone. */
/** "o arroz foi metade do prato fundo", "a sopa foi só metade da tigela": a share of a measure said of a food named ("foi metade do prato", with no food, halves what is on the plate). */
const HALF_OF_MEASURE = /^((?:e )?(?:o|a|os|as) \S+(?: \S+){0,2} (?:foi|era|foram|eram)(?: so| tipo| uns| umas)?) metade d([oa]) (?=(?:prato|concha|escumadeira|tigela|cumbuca|xicara|copo|pote|marmita|caneca|lata|garrafa)s?\b)/;

export function editText(message: string): string {
  // "ops não, era grelhado": a "não," that opens the message answers the card; it does not deny what follows.
  // "esse arroz é integral", "o suco eh de uva": the "é" of a food of the card said as what it was.
  const said = message.replace(/^\s*(?:(?:ah|ops|opa|pera|perai)[\s,!.]+)*(?:n(?:ã|a)o\s+)*n(?:ã|a)o\s*[,!.]+\s*(?=\S)/i, "").replace(/(^|\s)(?:é|eh)(?=\s)/gi, "$1era");
  return withoutTheWholeCounted(expandShorthand(foldText(said.replace(/\b([123])\s*\/\s*([234])\b(?=\s*(?:$|[,.!]|d[oa]s?\s|del[ea]s?\b))/gi, (said) => FRACTIONS[said.replace(/\s+/g, "")] ?? said))))
    .replace(NOT_BEFORE_VERB, "nao")
    // "blz. e a feijoada foi…", "ok, o arroz foi…" after an aside: the answer taken up, then the edit (decision 207).
    .replace(/^(?:(?:blz|beleza|ok|okay|show|entendi|certo|valeu|vlw|hum|ah|ta bom|ta|boa|massa|top|saquei)\s+)+(?=(?:e|o|a|os|as|era|foi|foram|eram|tira|troca|coloca)\s)/, "")
    // "1 concha e meia", "2 fatias e meia": the measure and its half, as "1,5 concha" (decision 207).
    .replace(/\b(\d+) ([a-z]+) e mei[ao]\b/g, "$1,5 $2")
    // "foi 1,5 concha, não 1": the amount it was not adds nothing ("2 coxinhas e não 3" is read by the count readers).
    .replace(/(\d\S* \S+.*?)(?<! e),? nao (?:\d+(?:[.,]\d+)?|um|uma|dois|duas)\s*$/, "$1")
    // "esse guaraná", "aquela coxinha": the food of the card, as "o guaraná".
    .replace(/^((?:e )?)(?:esse|este|aquele)(s?) (?=\S)/, "$1o$2 ")
    .replace(/^((?:e )?)(?:essa|esta|aquela)(s?) (?=\S)/, "$1a$2 ")
    .replace(/\bna (verdade|vdd|real)\b/g, " ")
    // "e era o guaraná zero, esqueci kkk": what it was, said as "era guarana zero"; a forgetting owned at the end says nothing more.
    .replace(/^(?:e )?(era|eram) (?:o|a|os|as) (?=\S)/, "$1 ")
    .replace(/\s+esqueci(?: (?:k{2,}|rs(?:rs)*))?\s*$/, "")
    .replace(/\b(k{2,}|rs(rs)*|ha(ha)+|he(he)+)\b/g, " ")
    .replace(HEDGES, " ")
    .replace(THE_CARD, "disso")
    .replace(LITTLE_BIT, "1 colher")
    // "a lasanha foi metade do prato raso": half of that measure ("meio prato raso"), never the whole plate.
    .replace(HALF_OF_MEASURE, (_, before: string, article: string) => `${before} ${article === "o" ? "meio" : "meia"} `)
    .replace(/\bum punhado\b/g, "2 colheres")
    // "foram 4 pãezinhos", "2 pasteizinhos": a diminutive plural said on the singular's stem, as the card's "pãozinho".
    .replace(/\b(\w+?)(?:ae|oe)zinh([oa])s\b/g, "$1aozinh$2s")
    .replace(/\b(\w+?)eizinh([oa])s\b/g, "$1elzinh$2s")
    .replace(/\bpedacinhos?\b/g, (w) => (w.endsWith("s") ? "pedacos pequenos" : "pedaco pequeno"))
    .replace(/\bdobr(?:a|e|ar|ou)\s+(o|a|os|as)\b/g, (_, article: string) => `o dobro d${article}`)
    .replace(/\b(tomei|comi|bebi) (foi|era)\b/g, "$2")
    // "e bota aí que foi no almoço", "anota que era integral": asked to note what follows, which is the edit.
    .replace(/^(?:e )?(?:bota|boto|coloca|coloco|poe|anota|marca|registra|escreve)(?: ai| la)? (?:que|q) /, "")
    // "a lasanha era a de berinjela", "o pastel foi o de queijo": the article that stands for the food said again.
    .replace(/\b(era|eram|foi|foram) (?:o|a|os|as) (?=(?:de|do|da|com|sem) )/g, "$1 ")
    // "esqueci de falar, teve pudim": what was forgotten is an addition.
    // "faltou dizer q o café tinha açúcar": what was left unsaid about a food of the card, said as that food's edit.
    .replace(/^(?:(?:ah|e|pera|ops|opa|olha|alias) )*(?:faltou|esqueci de) (?:dizer|falar|contar)(?: que| q)? (?=(?:o|a|os|as) \S+ (?:tinha|tinham|era|eram|foi|foram|veio|vieram|levava|levou)\b)/, "")
    .replace(/^(?:(?:ah|e|pera|ops|opa|nossa|putz|poxa|eita|ixi|olha|alias|gente) )*esqueci(?: de (?:falar|dizer|contar|colocar|botar|mandar|por))?(?: que)? (?:(?:ai|aqui|tambem) )?(?=teve|tinha|comi|tomei|bebi|rolou)/, "tambem ")
    .replace(/^(?:(?:ah|ops|opa|eita|putz|ixi|pera|perai|nossa|mentira|desculpa|errei|oi|entao)(?:\s+(?:que|q)\b)?(?:\s+|$))+/, "")
    // "e ainda teve banana em cima": "ainda" adds, as "também".
    .replace(/^(?:e )?ainda (?=teve|tinha|comi|tomei|bebi|rolou)/, "tambem ")
    // "era integral o macarrão": the food first, as the other readers expect it ("o macarrão era integral").
    .replace(/^(era|foi|eram|foram) (?!(?:sem|com|de|do|da|no|na|so|um|uma|mais|menos|pra|para|tipo|bem)\b)(\w+) (o|a|os|as) (\w+(?: \w+)?)$/, "$3 $4 $1 $2")
    // "deixa o refri, mas tira a salada": the "mas" that opens the clause says nothing of the edit.
    .replace(/^(?:mas|porem|e sim)\s+(?=(?:tira|tire|retira|remove|troca|troque|coloca|bota|poe|acrescenta|sem|o|a|os|as|era|foi|foram|eram)\b)/, "")
    .replace(/^e\s+(?=(?:tira|tire|retira|remove|remova|apaga|esquece|esqueca|cancela|sem|nao|troca|troque|substitui|o|a|os|as|so|apenas|somente)\b)/, "")
    // "o pão de queijo era pequeno, de padaria, não grande": where it came from and what it was not add nothing to the edit.
    .replace(/\b(?:de|da|na) (?:padaria|lanchonete|rua|feira|cantina|esquina|praia|barraca|carrinho)\b/g, " ")
    // "o queijo foi 2 espetinho daqueles de praia": the kind of measure pointed at says nothing more than the measure.
    .replace(/\s+(?:daquel[ea]s?|dess[ea]s?|dest[ea]s?)\s*$/, "")
    .replace(/\s+nao (?:grande|pequen[oa]|medi[oa]|cheio|cheia|raso|rasa|fundo|funda)\s*$/, "")
    // "ah e um suco de maracujá, esqueci", "o arroz foi 2 colheres, exagerei ali": a remark after the edit says nothing of it.
    .replace(/\s+(?:esqueci(?: de (?:falar|dizer|contar))?|tinha esquecido|exagerei(?: ali| ai)?|me enganei|foi mal|desculpa)\s*$/, "")
    // "e a vitamina foi com 2 colher de açúcar, atualiza aí": the request to apply the edit says nothing of it.
    .replace(/\s+(?:(?:pode|pfv|pf|por favor)\s+)?(?:atualiza|atualize|corrige|corrija|arruma|arrume|ajusta|ajuste|conserta|acerta|muda|mude)(?:\s+(?:ai|la|isso|pra mim|por favor|pfv|pf|no cartao))*\s*$|\s+(?:por favor|pfv|pf)\s*$/, "")
    // "o suco era de maracujá e não laranja": with its subject said, what it was not adds nothing.
    .replace(/^((?:o|a|os|as) \S+(?: \S+)? (?:era|foi|eram|foram) (?!nao\b|com\b|c\b).+?),? (?:e )?nao (?:era |foi )?(?:o |a |de |do |da )?\S+$/, "$1")
    // "só uma banana, a outra dei pro meu filho": where the rest went says nothing of what was eaten.
    .replace(/,?\s+(?:e\s+)?(?:a|o|as|os) (?:outr[ao]s?|resto)\s+(?:eu\s+)?(?:dei|deixei|ficou|ficaram|foi|foram|guardei|joguei|sobrou|sobraram|pr[oa]|(?:meu|minha|o|a)\s+\S+\s+(?:comeu|tomou|bebeu|que comeu))\b.*$/, "")
    // "a feijoada foi uma concha só": the "só" at the end says little, the measure says how much.
    .replace(/\s+(?:so|soh|apenas|somente|mesmo|msm|ne|ta|viu|blz)\s*$/, "")
    // "comi meio prato só", "tomei só meia lata": the share eaten said with its verb, as "foi meio prato".
    .replace(/^(?:eu )?(?:comi|tomei|bebi) (?:so |apenas )?(?=(?:meio|meia) \S+$)/, "foi ")
    // "era o de 700ml, não o de 300": the size said, as "era de 700 ml, não 300".
    .replace(/\b(era|foi) o de (?=\d)/, "$1 de ")
    .replace(/\bnao o de (?=\d)/, "nao ")
    // "foram 2 em vez de 3", "2 e não 3": the count said, then the one on the card.
    .replace(/^(?:(?:foram|eram|foi|era|comi|tomei|bebi) )?(\d+|uma?|dois|duas|tres|quatro|cinco|seis)( \S+(?: \S+)?)? (?:em vez de|ao inves de|no lugar de|e nao|nao) (\d+|uma?|dois|duas|tres|quatro|cinco|seis)$/, "foram $1$2 nao $3")
    // "metade da marmita", "metade da quentinha": the card itself.
    .replace(/\b(metade|um terco|dois tercos|um quarto|tres quartos) d[ao] (?:marmita|quentinha|marmitex)\b/, "$1 disso")
    // "o mamão foi só meio", "comi meia": half of that food.
    .replace(/\b(foi|era|comi|tomei|bebi)(?: so| apenas)? (?:meio|meia)$/, "$1 metade")
    .replace(/\s+/g, " ")
    .trim();
}
