import { createInterface } from "node:readline";
import { analyzeJsonLine } from "./cli-analyze";
import { runPlanCommand } from "./cli-plan";

const USAGE = "uso: nutrition analyze --jsonl < entrada.jsonl | nutrition plan --profile '<json>' [--days 7] [--seed 1]";

async function analyzeStdin(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === "") continue;
    process.stdout.write(`${JSON.stringify(analyzeJsonLine(line))}\n`);
  }
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === "analyze" && rest.includes("--jsonl")) {
    await analyzeStdin();
    return 0;
  }
  if (command === "plan") {
    const { output, code } = runPlanCommand(rest);
    process.stdout.write(`${output}\n`);
    return code;
  }
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
