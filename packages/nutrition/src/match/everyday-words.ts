import { foodTokens } from "../text/normalize";

/**
 * Everyday words that sit next to foods in a message and are spelt right: never "corrected" into the nearest food word
 * ("amigos" is not "amido", "durmo" is not "duro", "galera" is not "galeto"). Only words that are not food words
 * themselves; held as the index's own tokens ("galera" as "galero") so the check meets words as matching sees them.
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  (
    "amigo amigos amiga amigas galera familia familiar casa casas trabalho trampo escritorio escola faculdade festa festas " +
    "aniversario niver casamento churras dia dias noite noites tarde tardes manha hoje ontem amanha semana semanas mes " +
    "durmo dormi dormir sono cansada cansado cansaco chefe filho filha filhos filhas marido esposa namorado namorada mae pai " +
    "irmao irma sogra sogro vizinho vizinha colega colegas gente pessoal turma time jogo futebol academia treino treinei " +
    "mercado feira padaria restaurante lanchonete bar boteco shopping praia viagem ferias carro onibus metro rua " +
    "calor frio chuva sol tempo logo depois antes agora sempre nunca tambem ainda quase muito pouco pouca bastante " +
    "gostoso gostosa delicia otimo otima ruim pessimo bom boa melhor pior caro cara barato barata preco reais dinheiro " +
    "fome enjoo enjoada enjoado gripe gripada gripado dor cabeca barriga estomago remedio medico medica doutor doutora " +
    "vo avo tia tio primo prima sobrinho sobrinha neto neta bebe nene crianca menino menina moleque " +
    "domingo segunda terca quarta quinta sexta sabado cedo horas hora minutos quando porque enquanto durante " +
    "porcao porcoes espero espera esperar esperando " +
    "meu minha meus minhas seu sua nosso nossa sozinho sozinha caminhada corrida natacao musculacao combo combos filme filmes serie series novela reuniao futebol pelada bairro ifood starbucks geladeira assistindo acordar papinha papinhas " +
    // Interjections, chat, clothes, pets and getting about, said beside a meal: "caramba" is not "carambola", "papo" not "pão".
    "caramba caraca vixe eita putz poxa affe aff uai oxe oxente bah credo mano papo conversa fofoca camisa camiseta blusa " +
    "roupa calca saia vestido chinelo sapato tenis rasgada rasgado rasguei rasgou raiva odio saco cachorro cachorra gata " +
    "gato cadela bicho uber taxi moto bike bicicleta celular zap whatsapp mensagem email prova aula susto banho multa " +
    "bronca tombo chefia cliente clientes paciente pacientes torco torce torcedor torcedora time " +
    // Verbs of asking: "posso tomar…" is not "posta".
    "posso pode podia poderia devo deveria consigo quero queria vou vamos " +
    // Question words: "quanto foi?" is not "quarto" (suíno).
    "quanto quanta quantos quantas qual quais"
  )
    .split(" ")
    .flatMap((word) => foodTokens(word)),
);
