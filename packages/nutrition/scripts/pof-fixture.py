"""Worked calculation of data/pof-meals-fixture.jsonl, independent of the engine.

Each meal lists, by hand, what the text means: the table (TACO 4a ed. or IBGE POF 2008-2009), the row, and the grams
(household measures converted with IBGE's Tabela de Medidas Referidas, values quoted next to each item). This script
only multiplies the rows of data/taco-alimentos.csv and data/pof-composicao.csv by those grams and sums them.

`survey` is what the POF survey itself would record for the same words (its own rice and beans, cooked with oil and
salt); the test reports the engine against it too, since the product is judged on survey meals.
Run: python3 packages/nutrition/scripts/pof-fixture.py
"""
import csv, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")

def num(v):
    try:
        return float(v)
    except (TypeError, ValueError):
        return 0.0

TACO = {}
with open(os.path.join(DATA, "taco-alimentos.csv"), encoding="utf-8") as f:
    rows = list(csv.reader(f))
    for r in rows[1:]:
        TACO[r[0]] = {"kcal": num(r[4]), "protein": num(r[6]), "fat": num(r[7]), "carbohydrates": num(r[9])}

POF = {}
with open(os.path.join(DATA, "pof-composicao.csv"), encoding="utf-8") as f:
    for r in csv.DictReader(f):
        POF[f"{r['codigo_alimento']}/{r['codigo_preparacao']}"] = {
            "kcal": num(r["energia_kcal"]), "protein": num(r["proteina_g"]), "fat": num(r["lipidios_g"]),
            "carbohydrates": num(r["carboidrato_g"]),
        }

# The survey's own rows for the foods the engine reads from TACO (its defaults, ../shared/eval/README.md, and every
# food TACO has): what a survey meal's reference would use for the same words.
SURVEY = {
    "TACO 3": "POF 6300101/99", "TACO 561": "POF 6303102/99", "TACO 53": "POF 8000105/99", "TACO 471": "POF 8501302/99",
    "TACO 494": "POF 6906602/99", "TACO 480": "POF 8200101/99", "TACO 490": "POF 7803301/5", "TACO 488": "POF 7803301/2",
    "TACO 540": "POF 7701901/99", "TACO 131": "POF 8502201/99", "TACO 539": "POF 8506101/99", "TACO 527": "POF 8503501/99",
    "TACO 553": "POF 8508301/99", "TACO 547": "POF 8504801/99", "TACO 542": "POF 8500919/99", "TACO 215": "POF 8500407/99",
    "TACO 344": "POF 7109101/3", "TACO 326": "POF 7104301/2", "TACO 461": "POF 7902001/99", "TACO 182": "POF 6801101/99",
    "TACO 129": "POF 6400601/2", "TACO 403": "POF 7800302/4", "TACO 526": "POF 8579002/99",
}

def row(ref):
    table, code = ref.split(" ")
    return (TACO if table == "TACO" else POF)[code]

def totals(items, survey=False):
    out = {"kcal": 0.0, "protein": 0.0, "fat": 0.0, "carbohydrates": 0.0}
    for ref, grams, _note in items:
        ref = SURVEY.get(ref, ref) if survey else ref
        values = row(ref)
        for k in out:
            out[k] += values[k] * grams / 100
    return {k: round(v, 1) for k, v in out.items()}

ARROZ, FEIJAO = "TACO 3", "TACO 561"
M = [
  ("m", "2 colheres de servir de arroz, 1 concha de feijão e 4 pedaços de carne assada",
   [(ARROZ, 90, "2 x colher de arroz/servir 45 g"), (FEIJAO, 140, "concha 140 g"), ("POF 7109101/4", 140, "4 x pedaço 35 g")]),
  ("m", "1 pegador de macarrão com carne e 1 copo de suco",
   [("POF 6573225/99", 110, "pegador 110 g"), ("POF 8500401/99", 240, "copo médio 240 ml")]),
  ("m", "3 colheres de servir de arroz com galinha",
   [("POF 8506201/99", 135, "3 x colher de servir 45 g (arroz)")]),
  ("g", "300 g de caldo de peixe e 100 g de arroz",
   [("POF 7007701/99", 300, "grams"), (ARROZ, 100, "grams")]),
  ("m", "1 prato fundo de sopa de legumes",
   [("POF 8504501/99", 520, "prato fundo 520 g")]),
  ("m", "1 xícara de café com leite e 1 pão francês com manteiga",
   [("POF 8501303/99", 200, "xícara de chá 200 ml"), ("POF 8570328/99", 60, "pão com manteiga: unidade 50 g + 10 g")]),
  ("m", "2 pães franceses, 1 xícara de café e 2 colheres de sopa de açúcar",
   [("TACO 53", 100, "2 x unidade 50 g"), ("TACO 471", 50, "xícara de café 50 ml"), ("TACO 494", 24, "2 x colher de sopa 12 g (entry measure)")]),
  ("m", "1 coxinha e 1 copo de refrigerante",
   [("POF 8500205/99", 50, "unidade média 50 g"), ("TACO 480", 240, "copo médio 240 ml")]),
  ("m", "2 pastéis e 1 copo americano de suco",
   [("POF 8500202/99", 64, "2 x unidade 32 g"), ("POF 8500401/99", 150, "copo americano 150 ml")]),
  ("m", "2 fatias de pizza de mussarela",
   [("POF 8500915/99", 200, "2 x fatia média 100 g")]),
  ("g", "250 g de lasanha e 200 ml de refrigerante",
   [("POF 8500904/99", 250, "grams"), ("TACO 480", 200, "ml")]),
  ("m", "1 pedaço de lasanha e salada (50 g)",
   [("POF 8500904/99", 190, "pedaço médio 190 g"), ("POF 8508401/99", 50, "grams")]),
  ("m", "1 concha de feijoada, 3 colheres de servir de arroz e 2 colheres de sopa de farofa",
   [("TACO 540", 225, "concha 225 g"), (ARROZ, 135, "3 x 45 g"), ("TACO 131", 30, "2 x colher de sopa 15 g")]),
  ("m", "2 colheres de servir de angu e 3 pedaços de frango ensopado",
   [("POF 8500217/99", 120, "2 x colher de servir 60 g"), ("POF 7800302/13", 165, "3 x pedaço 55 g")]),
  ("g", "peixada 250 g, arroz 150 g e pirão 100 g",
   [("POF 7600101/13", 250, "grams"), (ARROZ, 150, "grams"), ("POF 8506601/99", 100, "grams")]),
  ("g", "moqueca de peixe 200 g com 120 g de arroz",
   [("POF 8506401/99", 200, "grams"), (ARROZ, 120, "grams")]),
  ("g", "bobó de camarão (250 g) e arroz (100 g)",
   [("POF 8505601/99", 250, "grams"), (ARROZ, 100, "grams")]),
  ("g", "200 g de vaca atolada",
   [("TACO 553", 200, "grams")]),
  ("m", "1 concha de feijão tropeiro e 2 colheres de servir de arroz",
   [("TACO 539", 86, "concha (TACO entry measure kept)"), (ARROZ, 90, "2 x 45 g")]),
  ("g", "baião de dois 300 g e 1 ovo frito",
   [("TACO 527", 300, "grams"), ("TACO 490", 50, "unidade 50 g")]),
  ("g", "150 g de cuscuz nordestino, 1 ovo cozido e 1 xícara de café com leite",
   [("TACO 533", 150, "grams"), ("TACO 488", 50, "unidade 50 g"), ("POF 8501303/99", 200, "xícara 200 ml")]),
  ("g", "escondidinho? não: 200 g de estrogonofe de carne, 100 g de arroz e 30 g de batata palha",
   [("TACO 537", 200, "grams"), (ARROZ, 100, "grams"), ("POF 8501503/99", 30, "grams")]),
  ("g", "salpicão de frango 150 g e 100 g de arroz",
   [("TACO 547", 150, "grams"), (ARROZ, 100, "grams")]),
  ("g", "yakisoba 350 g",
   [("TACO 556", 350, "grams")]),
  ("m", "1 pegador de macarrão à bolonhesa e 1 copo de suco de laranja",
   [("TACO 542", 110, "pegador 110 g"), ("TACO 215", 240, "copo 240 ml")]),
  ("m", "1 prato fundo de canja",
   [("POF 7800304/15", 520, "prato fundo 520 g (sopa)")]),
  ("g", "400 ml de sopa de legumes e 1 pão francês",
   [("POF 8504501/99", 400, "ml"), ("TACO 53", 50, "unidade 50 g")]),
  ("m", "1 concha de caldo de feijão",
   [("POF 8503203/99", 130, "concha 130 g")]),
  ("m", "2 escumadeiras de arroz, 1 concha de feijão e 1 bife frito",
   [(ARROZ, 170, "2 x escumadeira 85 g"), (FEIJAO, 140, "concha 140 g"), ("POF 7109101/5", 100, "bife 100 g")]),
  ("m", "4 colheres de sopa de arroz, 2 colheres de servir de feijão e 2 pedaços de frango frito",
   [(ARROZ, 100, "4 x colher de sopa 25 g"), (FEIJAO, 70, "2 x colher de servir 35 g"), ("POF 7800302/5", 110, "2 x pedaço 55 g")]),
  ("m", "1 misto quente e 1 copo de café com leite",
   [("POF 8500313/99", 100, "grams: no measure read, 100 g"), ("POF 8501303/99", 240, "copo médio 240 ml")]),
  ("g", "x-burguer (140 g) e 350 ml de refrigerante",
   [("POF 8500304/99", 140, "grams"), ("TACO 480", 350, "ml")]),
  ("m", "2 pães com ovo e 1 xícara de café",
   [("POF 8570330/99", 200, "2 x unidade 100 g (pão 50 + ovo 50)"), ("TACO 471", 50, "xícara de café 50 ml")]),
  ("m", "1 quibe e 1 empada",
   [("POF 8500211/99", 50, "unidade média 50 g"), ("POF 8500206/99", 55, "unidade 55 g")]),
  ("g", "esfiha 80 g e suco 300 ml",
   [("POF 8500222/99", 80, "grams"), ("POF 8500401/99", 300, "ml")]),
  ("m", "1 fatia de pizza calabresa e 1 fatia de pizza portuguesa",
   [("POF 8500914/99", 90, "fatia média 90 g"), ("POF 8500917/99", 125, "fatia média 125 g")]),
  ("m", "3 colheres de servir de arroz, 1 concha de feijão, 1 pedaço de frango assado e salada",
   [(ARROZ, 135, "3 x 45 g"), (FEIJAO, 140, "140 g"), ("TACO 403", 55, "pedaço 55 g; 'frango assado' is TACO's whole chicken roasted"), ("POF 8508401/99", 100, "default portion 100 g")]),
  ("g", "arroz 200 g, feijão 150 g, carne cozida 100 g",
   [(ARROZ, 200, "grams"), (FEIJAO, 150, "grams"), ("POF 7109101/2", 100, "grams")]),
  ("g", "macarrão 250 g com 100 g de carne moída",
   [("POF 6503401/99", 250, "grams"), ("TACO 326", 100, "grams")]),
  ("m", "2 pegadores de macarrão e 1 concha de feijão",
   [("POF 6503401/99", 220, "2 x pegador 110 g"), (FEIJAO, 140, "140 g")]),
  ("m", "1 prato fundo de macarronada",
   [("TACO 542", 400, "prato fundo 400 g (IBGE, macarronada); TACO has macarrão à bolonhesa")]),
  ("g", "galinhada 300 g",
   [("POF 8506301/99", 300, "grams")]),
  ("g", "arroz carreteiro 250 g e salada 80 g",
   [("TACO 526", 250, "grams"), ("POF 8508401/99", 80, "grams")]),
  ("m", "1 xícara de mingau",
   [("POF 8502301/99", 115, "xícara de chá 115 g (mingau)")]),
  ("g", "300 ml de vitamina de banana",
   [("POF 8500503/99", 300, "ml")]),
  ("m", "meia xícara de café com leite e 1 pão com margarina",
   [("POF 8501303/99", 100, "1/2 x xícara 200 ml"), ("POF 8570329/99", 60, "unidade 50 + 10 g")]),
  ("m", "uma e meia concha de feijão e 3 colheres de sopa de arroz",
   [(FEIJAO, 210, "1,5 x concha 140 g"), (ARROZ, 75, "3 x 25 g")]),
  ("m", "1/2 prato fundo de sopa",
   [("POF 8504501/99", 260, "0,5 x 520 g")]),
  ("m", "2 espetinhos de churrasco e 1 pedaço de mandioca",
   [("POF 8503801/99", 92, "2 x espeto 46 g"), ("TACO 129", 50, "pedaço (TACO entry measure 50 g)")]),
  ("g", "100 g de arroz com feijão e 100 g de carne assada",
   [("POF 8570107/99", 100, "grams"), ("POF 7109101/4", 100, "grams")]),
  ("m", "1 prato de arroz, 1 concha de feijão e 1 fatia de carne assada",
   [(ARROZ, 100, "prato raso 100 g"), (FEIJAO, 140, "140 g"), ("POF 7109101/4", 90, "fatia média 90 g")]),
  ("g", "tapioca 80 g e café 100 ml",
   [("TACO 551", 80, "grams"), ("TACO 471", 100, "ml")]),
  ("m", "2 fatias de pão de forma com 1 fatia de queijo minas e 1 copo de leite",
   [("POF 8000501/99", 50, "2 x fatia 25 g"), ("TACO 461", 45, "fatia média 45 g (IBGE, queijo de minas)"), ("POF 7900101/99", 240, "copo médio 240 ml")]),
  ("g", "feijão 200 g, arroz 150 g, bife 120 g e salada de alface e tomate 60 g",
   [(FEIJAO, 200, "grams"), (ARROZ, 150, "grams"), ("TACO 344", 120, "bife = contrafilé com gordura grelhado"), ("POF 8508401/99", 60, "grams")]),
  ("m", "1 concha de feijão, 2 colheres de servir de arroz e 2 ovos fritos",
   [(FEIJAO, 140, "140 g"), (ARROZ, 90, "2 x 45 g"), ("TACO 490", 100, "2 x 50 g")]),
  ("g", "200 g de macarrão com frango",
   [("POF 6503401/99", 124, "recipe: 62 % macarrão"), ("TACO 408", 50, "recipe: 25 % frango cozido"), ("TACO 159", 22, "recipe: 11 % molho"), ("TACO 272", 4, "recipe: 2 % óleo")]),
  ("m", "1 banana e 1 copo de leite",
   [("TACO 182", 70, "unidade (TACO entry measure 70 g)"), ("POF 7900101/99", 240, "copo 240 ml")]),
  ("g", "150 g de polenta frita e 100 g de carne de panela",
   [("POF 8500215/99", 150, "grams"), ("POF 7109101/13", 100, "grams")]),
  ("g", "prato feito: arroz 150 g, feijão 100 g, frango frito 100 g, farofa 20 g",
   [(ARROZ, 150, "grams"), (FEIJAO, 100, "grams"), ("POF 7800302/5", 100, "grams"), ("TACO 131", 20, "grams")]),
  ("m", "2 colheres de servir de risoto e 1 copo de suco",
   [("POF 8502701/99", 100, "2 x colher de servir 50 g"), ("POF 8500401/99", 240, "copo 240 ml")]),
]

out_path = os.path.join(DATA, "pof-meals-fixture.jsonl")
with open(out_path, "w", encoding="utf-8") as f:
    for i, (tier, text, items) in enumerate(M):
        text = text.replace("escondidinho? não: ", "")
        f.write(json.dumps({
            "id": f"pof-{i + 1:02d}", "tier": "measures" if tier == "m" else "grams", "text": text,
            "items": [{"ref": ref, "grams": grams, "note": note} for ref, grams, note in items],
            "expected": totals(items), "survey": totals(items, survey=True),
        }, ensure_ascii=False) + "\n")
print(f"{len(M)} meals -> {out_path}")
