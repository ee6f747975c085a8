import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

/** Without JWT_SECRET, a random secret is kept under the data folder so sessions survive restarts. */
export function resolveJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
