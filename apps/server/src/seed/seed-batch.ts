import { sql, type SQL } from "drizzle-orm";
import { ACTIVITY_LEVELS, GOALS } from "@nutriguia/domain";

/** Seeded people are `pessoa<n>@semente.nutriguia.test`, n from 1; the first `heavy` of them log every day. */
export const seedEmail = (n: number) => `pessoa${n}@semente.nutriguia.test`;

export type TSeedShape = {
  /** Days of history: sign-ups are spread over them, and heavy users log every one. */
  days: number;
  /** Chat messages per user (user messages and replies, half each), spread between sign-up and now. */
  messages: number;
  /** Confirmed meals per user, spread the same way. */
  meals: number;
  /** Users 1..heavy signed up `days` ago and log 4 meals, 2 questions with their replies and water every day, and weight weekly. */
  heavy: number;
};

const FIRST = ["Ana", "Maria", "Júlia", "Beatriz", "Camila", "Fernanda", "Larissa", "Patrícia", "Aline", "Bruna", "Letícia", "Gabriela", "Renata", "Tatiane", "Vanessa", "Isabela", "Luana", "Priscila", "Carolina", "Daniela", "João", "Pedro", "Lucas", "Gabriel", "Rafael", "Mateus", "Gustavo", "Felipe", "Bruno", "Thiago", "Rodrigo", "André", "Marcelo", "Leonardo", "Diego", "Eduardo", "Vinícius", "Caio", "Henrique", "Paulo"];
const LAST = ["Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa", "Rocha", "Dias", "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado", "Mendes", "Freitas", "Cardoso", "Ramos", "Gonçalves", "Santana", "Teixeira", "Araújo", "Pinto", "Correia", "Cavalcanti", "Monteiro"];
const ASKED = ["Comi 2 ovos cozidos e 1 pão francês", "almocei arroz, feijão, bife e salada", "Tapioca engorda?", "Quanta água devo beber por dia?", "tomei um café com leite e uma banana", "jantei uma sopa de legumes", "comi um pastel de queijo na feira", "Posso comer pão à noite?", "lanche: iogurte natural com granola", "Quantas calorias tem um açaí de 300 ml?"];
const REPLIED = ["Registrei a refeição. Confira os itens no cartão.", "Boa escolha! Veja as calorias e os macronutrientes no cartão.", "Pode sim, com moderação: o que pesa é a quantidade ao longo do dia.", "Em geral, cerca de 35 ml por quilo de peso por dia."];
const FOODS = ["Arroz, feijão e frango grelhado", "Pão francês com manteiga", "Café com leite", "Banana prata", "Salada de folhas com azeite", "Bife acebolado com purê", "Iogurte natural com granola", "Tapioca com queijo", "Sopa de legumes", "Macarrão ao sugo"];
const SLOTS = ["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER", "SUPPER"];

/** A constant text[] literal (the lists above: no user input). */
const list = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`);
/** A number in [0, 1) that depends only on its arguments, so a seed is the same every run. */
const r = (...parts: SQL[]) => {
  const mixed = parts.slice(1).reduce((acc, part) => sql`((${acc}) * 7919 + (${part})::bigint)`, sql`(${parts[0]!})::bigint`);
  return sql`((hashint8(${mixed}) & 2147483647)::float8 / 2147483648)`;
};
const pick = (values: readonly string[], index: SQL) => sql`(${list(values)})[1 + ((${index}) % ${sql.raw(String(values.length))})]`;
const SP = sql.raw(`'America/Sao_Paulo'`);

/**
 * One statement that inserts users from..to (e-mails already present are skipped) and, for the users it inserted,
 * profiles, chat messages, meals and, for heavy users, a daily history. Set-based: one round trip per batch.
 */
export function seedBatch(from: number, to: number, passwordHash: string, shape: TSeedShape): SQL {
  const days = sql`${shape.days}::int`;
  const heavy = sql`${shape.heavy}::int`;
  const pairs = sql`${Math.floor(shape.messages / 2)}::int`;
  const n = sql.raw("u.n");
  const g = sql.raw("g");
  return sql`
WITH u AS (
  INSERT INTO users (email, password_hash, full_name, activated_at, trial_started_at, trial_ends_at, trial_reminder_sent_at,
    trial_ended_notified_at, privacy_policy_accepted, privacy_policy_accepted_at, terms_accepted, terms_accepted_at, last_login_at,
    created_at, updated_at)
  SELECT 'pessoa' || g || '@semente.nutriguia.test', ${passwordHash},
    ${pick(FIRST, g)} || ' ' || ${pick(LAST, sql`g / ${FIRST.length}`)} || ' ' || ${pick(LAST, sql`g / ${FIRST.length * LAST.length}`)},
    t.c, t.c, t.c + interval '7 days',
    -- A trial that ended before now had its reminder and its end mailed then, as on a database that has lived: the
    -- billing job finds no backlog of ended trials to mail all at once (docs/decisions/024).
    CASE WHEN t.c + interval '7 days' <= now() THEN t.c + interval '5 days' END,
    CASE WHEN t.c + interval '7 days' <= now() THEN t.c + interval '7 days' END,
    true, t.c, true, t.c, t.c + (now() - t.c) * ${r(g, sql`1`)}, t.c, t.c
  FROM generate_series(${from}::int, ${to}::int) g
  CROSS JOIN LATERAL (SELECT now() - (CASE WHEN g <= ${heavy} THEN 1 ELSE ${r(g, sql`0`)} END) * ${days} * interval '1 day' AS c) t
  ON CONFLICT (email) DO NOTHING
  RETURNING id, created_at, split_part(split_part(email, '@', 1), 'pessoa', 2)::int AS n
),
profiles AS (
  INSERT INTO nutritional_profiles (user_id, age, weight, height, gender, activity_level, goal)
  SELECT u.id, 18 + ${n} % 50, 52 + ${n} % 45, 150 + ${n} % 40, (ARRAY['FEMALE','MALE'])[1 + ${n} % 2], ${pick(ACTIVITY_LEVELS, n)}, ${pick(GOALS, sql`${n} / 5`)}
  FROM u
),
messages AS (
  INSERT INTO chat_messages (user_id, direction, content, created_at)
  SELECT u.id, d.direction, CASE WHEN d.direction = 'INCOMING' THEN ${pick(ASKED, sql`${n} + k`)} ELSE ${pick(REPLIED, sql`${n} + k`)} END,
    u.created_at + (now() - u.created_at) * ${r(n, sql`k`, sql`2`)} + d.lag
  FROM u CROSS JOIN generate_series(1, ${pairs}) k
  CROSS JOIN (VALUES ('INCOMING', interval '0'), ('OUTGOING', interval '4 seconds')) d (direction, lag)
),
meals AS (
  INSERT INTO calorie_calculations (user_id, food_description, total_calories, protein, carbohydrates, fat, source, status, meal, consumed_on, calculated_at, confirmed_at)
  SELECT u.id, ${pick(FOODS, sql`${n} + k`)}, 150 + (${n} * 7 + k * 13) % 600, 5 + k % 30, 20 + k % 60, 3 + k % 25, 'WEB_CHAT', 'CONFIRMED',
    ${pick(SLOTS, sql`${n} + k`)}, (x.at AT TIME ZONE ${SP})::date, x.at, x.at
  FROM u CROSS JOIN generate_series(1, ${shape.meals}::int) k
  CROSS JOIN LATERAL (SELECT u.created_at + (now() - u.created_at) * ${r(n, sql`k`, sql`3`)} AS at) x
),
heavy_days AS (
  SELECT u.id, u.n, d, ((now() AT TIME ZONE ${SP})::date - d) AS day FROM u CROSS JOIN generate_series(0, ${days} - 1) d WHERE u.n <= ${heavy}
),
heavy_meals AS (
  INSERT INTO calorie_calculations (user_id, food_description, total_calories, protein, carbohydrates, fat, source, status, meal, consumed_on, calculated_at, confirmed_at)
  SELECT h.id, ${pick(FOODS, sql`h.n + h.d + s.hour`)}, 200 + (h.d * 37 + s.hour * 11) % 500, 10 + h.d % 25, 30 + h.d % 50, 5 + h.d % 20, 'WEB_CHAT', 'CONFIRMED',
    s.meal, h.day, (h.day + s.hour * interval '1 hour') AT TIME ZONE ${SP}, (h.day + s.hour * interval '1 hour') AT TIME ZONE ${SP}
  FROM heavy_days h CROSS JOIN (VALUES ('BREAKFAST', 8), ('LUNCH', 12), ('AFTERNOON_SNACK', 16), ('DINNER', 20)) s (meal, hour)
),
heavy_messages AS (
  INSERT INTO chat_messages (user_id, direction, content, created_at)
  SELECT h.id, d.direction, CASE WHEN d.direction = 'INCOMING' THEN ${pick(ASKED, sql`h.d + s.hour`)} ELSE ${pick(REPLIED, sql`h.d + s.hour`)} END,
    (h.day + s.hour * interval '1 hour') AT TIME ZONE ${SP} + d.lag
  FROM heavy_days h CROSS JOIN (VALUES (9), (13)) s (hour)
  CROSS JOIN (VALUES ('INCOMING', interval '0'), ('OUTGOING', interval '4 seconds')) d (direction, lag)
),
heavy_water AS (
  INSERT INTO water_intake (user_id, day, ml) SELECT h.id, h.day, 1000 + (h.d * 250) % 1500 FROM heavy_days h
),
heavy_weight AS (
  INSERT INTO weight_logs (user_id, day, weight_kg) SELECT h.id, h.day, 75 - h.d * 0.01 FROM heavy_days h WHERE h.d % 7 = 0
)
SELECT count(*)::int AS inserted FROM u`;
}
