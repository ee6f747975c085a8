import { describe, expect, it } from "vitest";
import { understand } from "./understand";

describe("plan requests said without 'me passa um plano' (decision 135)", () => {
  it.each([
    "manda ai um cardapio pra secar, tipo 1600 kcal",
    "bola uma dieta pra mim",
    "me indica um cardapio low carb",
    "me ajuda a organizar minhas refeicoes da semana? quero emagrecer",
    "quero planejar minhas marmitas da semana",
    "monta minhas marmitas da semana, trabalho fora",
    "organiza meu cardapio pra eu emagrecer",
    "eu so como 2 vezes por dia, faz um plano de 7 dias",
    "so tomo cafe preto de manha, monta um cardapio pra mim",
    "da pra organizar as minhas refeicoes? to perdida",
    "o que eu como amanha o dia todo?",
    "oq eu como a semana toda pra emagrecer?",
    "que eu posso comer de manha a noite amanha?",
    "oq eu como essa semana?",
    "o que eu vou comer na semana que vem? me ajuda",
    "to perdida, nao sei o que comer na semana, me ajuda?",
    "vc faz cardapio?",
    "consegue montar uma dieta pra mim?",
    "cardapio pra semana sem ovo e sem leite, sou alergico a proteina do leite",
    "plano alimentar de 5 dias, trabalho de noite",
  ])("'%s' is a plan asked for", (text) => {
    expect(understand(text).type).toBe("plan-request");
  });

  it.each(["como organizar as refeicoes no plantao?", "o que eu como no cafe da manha?", "passa a receita de bolo de cenoura", "qual dieta e melhor pra secar?", "nao sei o que comer hoje no jantar", "o que eu comi na semana passada foi muito doce?", "o cardapio da semana ta muito caro", "cardapio da semana passada foi bom"])("'%s' is not", (text) => {
    expect(understand(text).type).not.toBe("plan-request");
  });
});
