/**
 * Turns screens captured by the e2e journeys (e2e/screenshots/*-360.png, run `npm run e2e` first)
 * into the help-center guide pictures: the first 360×720 px of each, as WebP, in public/help/.
 * Usage: node --import tsx scripts/help-images.ts
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const SCREENSHOTS = path.resolve(import.meta.dirname, "../e2e/screenshots");
const OUT = path.resolve(import.meta.dirname, "../public/help");
/** Guide picture name → e2e screenshot. */
const PICTURES: Record<string, string> = {
  chat: "chat-360.png",
  "meal-plan": "meal-plan-360.png",
  "calorie-dashboard": "calorie-dashboard-360.png",
};

fs.mkdirSync(OUT, { recursive: true });
for (const [name, file] of Object.entries(PICTURES)) {
  const source = path.join(SCREENSHOTS, file);
  if (!fs.existsSync(source)) throw new Error(`${file} is missing: run the e2e journeys first`);
  const target = path.join(OUT, `${name}.webp`);
  await sharp(source).extract({ left: 0, top: 0, width: 360, height: 720 }).webp({ quality: 70 }).toFile(target);
  console.log(`${target}: ${Math.round(fs.statSync(target).size / 1024)} KB`);
}
