import alergias from "./alergias.json" with { type: "json" };
import alimentosBrasileiros from "./alimentos-brasileiros.json" with { type: "json" };
import amamentacao from "./amamentacao.json" with { type: "json" };
import anemia from "./anemia.json" with { type: "json" };
import cafeinaEAlcool from "./cafeina-e-alcool.json" with { type: "json" };
import cancer from "./cancer.json" with { type: "json" };
import comportamento from "./comportamento.json" with { type: "json" };
import coracaoColesterol from "./coracao-colesterol.json" with { type: "json" };
import cozinhaEConservacao from "./cozinha-e-conservacao.json" with { type: "json" };
import criancasEAdolescentes from "./criancas-e-adolescentes.json" with { type: "json" };
import diabetes from "./diabetes.json" with { type: "json" };
import dietasEspeciais from "./dietas-especiais.json" with { type: "json" };
import doencaCeliaca from "./doenca-celiaca.json" with { type: "json" };
import doencaHepatica from "./doenca-hepatica.json" with { type: "json" };
import doencaIntestinal from "./doenca-intestinal.json" with { type: "json" };
import doencaRenal from "./doenca-renal.json" with { type: "json" };
import escolhasDoDiaADia from "./escolhas-do-dia-a-dia.json" with { type: "json" };
import esporte from "./esporte.json" with { type: "json" };
import estomago from "./estomago.json" with { type: "json" };
import exames from "./exames.json" with { type: "json" };
import gestacao from "./gestacao.json" with { type: "json" };
import gota from "./gota.json" with { type: "json" };
import guiaAlimentar from "./guia-alimentar.json" with { type: "json" };
import hidratacao from "./hidratacao.json" with { type: "json" };
import higieneDosAlimentos from "./higiene-dos-alimentos.json" with { type: "json" };
import hipertensao from "./hipertensao.json" with { type: "json" };
import idosos from "./idosos.json" with { type: "json" };
import ideiasDeRefeicoes from "./ideias-de-refeicoes.json" with { type: "json" };
import lactoseELeite from "./lactose-e-leite.json" with { type: "json" };
import mitos from "./mitos.json" with { type: "json" };
import nutrientes from "./nutrientes.json" with { type: "json" };
import osteoporose from "./osteoporose.json" with { type: "json" };
import outrasCondicoes from "./outras-condicoes.json" with { type: "json" };
import pesoEEmagrecimento from "./peso-e-emagrecimento.json" with { type: "json" };
import rotulos from "./rotulos.json" with { type: "json" };
import sop from "./sop.json" with { type: "json" };
import suplementos from "./suplementos.json" with { type: "json" };
import tireoide from "./tireoide.json" with { type: "json" };
import transtornosEPraticasPerigosas from "./transtornos-e-praticas-perigosas.json" with { type: "json" };
import treinoEJejum from "./treino-e-jejum.json" with { type: "json" };
import vegetarianismo from "./vegetarianismo.json" with { type: "json" };

/** One JSON file per topic; add a file here to add a topic. */
export const TOPIC_FILES: readonly unknown[] = [
  alergias,
  alimentosBrasileiros,
  amamentacao,
  anemia,
  cafeinaEAlcool,
  cancer,
  comportamento,
  coracaoColesterol,
  cozinhaEConservacao,
  criancasEAdolescentes,
  diabetes,
  dietasEspeciais,
  doencaCeliaca,
  doencaHepatica,
  doencaIntestinal,
  doencaRenal,
  escolhasDoDiaADia,
  esporte,
  estomago,
  exames,
  gestacao,
  gota,
  guiaAlimentar,
  hidratacao,
  higieneDosAlimentos,
  hipertensao,
  idosos,
  ideiasDeRefeicoes,
  lactoseELeite,
  mitos,
  nutrientes,
  osteoporose,
  outrasCondicoes,
  pesoEEmagrecimento,
  rotulos,
  sop,
  suplementos,
  tireoide,
  transtornosEPraticasPerigosas,
  treinoEJejum,
  vegetarianismo,
];
