import { spawn } from "node:child_process";

/**
 * `npm test`'s first step: the typecheck and the lint at the same time (decision 644). Neither reads the other's
 * output, and on two cores the lint's one thread runs beside the compiler's. Each one's output is printed whole when
 * it ends; the step fails when either does.
 */
const CHECKS = ["typecheck", "lint"];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const text = Buffer.concat(output).toString();
      process.stdout.write(`> npm run ${script}: ${code === 0 ? "ok" : `failed (exit ${code})`}\n${text}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
