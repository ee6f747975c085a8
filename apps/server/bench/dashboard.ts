import { addDays, localDate, MEAL_SLOTS } from "@nutriguia/domain";
import { calorieCalculations, waterIntake, weightLogs } from "../src/db/schema";
import { createUser } from "../test/accounts";
import { buildTestApp } from "../test/build-test-app";
import { saveProfile } from "../test/tracking-fixtures";

/**
 * Dashboard server time for a user with a year of daily logs (5 meals a day, weekly weights,
 * daily water), alongside another user with the same history. Uses in-memory PGlite, or the
 * PostgreSQL server named by TEST_DATABASE_URL. Times are app.inject round trips (no network).
 */
const DAYS = 365;
const RUNS = 60;

const app = await buildTestApp();
const today = localDate();
const users = [await createUser(app), await createUser(app)];
for (const user of users) {
  await saveProfile(app, user.auth);
  const rows = [];
  for (let d = 0; d < DAYS; d += 1) {
    const day = addDays(today, -d);
    for (const meal of MEAL_SLOTS.slice(0, 5)) {
      rows.push({
        userId: user.id,
        foodDescription: `Refeição ${meal} ${d % 17}`,
        totalCalories: 300 + ((d * 37) % 300),
        protein: 20,
        carbohydrates: 40,
        fat: 10,
        source: "WEB_CHAT" as const,
        status: "CONFIRMED" as const,
        meal,
        consumedOn: day,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await app.db.insert(calorieCalculations).values(rows.slice(i, i + 500));
  await app.db.insert(waterIntake).values(Array.from({ length: DAYS }, (_, d) => ({ userId: user.id, day: addDays(today, -d), ml: 1500 })));
  await app.db
    .insert(weightLogs)
    .values(Array.from({ length: Math.ceil(DAYS / 7) }, (_, w) => ({ userId: user.id, day: addDays(today, -w * 7), weightKg: 75 - w * 0.05 })));
}

const [user] = users;
async function measure(name: string, url: string) {
  const headers = user!.auth;
  for (let i = 0; i < 5; i += 1) await app.inject({ method: "GET", url, headers });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const response = await app.inject({ method: "GET", url, headers });
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`${name}_median: ${at(0.5)} ms`);
  console.log(`${name}_p95: ${at(0.95)} ms`);
}

console.log(`dashboard_seeded_calculations: ${DAYS * 5 * users.length} rows`);
await measure("dashboard_summary_7d", "/api/dashboard/summary?days=7");
await measure("dashboard_summary_30d", "/api/dashboard/summary?days=30");
await measure("dashboard_day_log", "/api/dashboard/calories/day");
await measure("dashboard_calendar_month", "/api/dashboard/calendar");
await app.close();
