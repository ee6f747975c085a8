import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (relative to the repo root) and returns the boundary errors. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("import boundaries (npm run lint)", () => {
  it("reject a feature reaching into another feature's files and accept its index.ts", async () => {
    const file = "apps/server/src/features/channels/boundary-fixture.ts";
    const deep = await boundaryErrors(file, 'import { createChatService } from "../chat/chat.service";\nexport const s = createChatService;\n');
    expect(deep).toEqual([expect.stringContaining("features/chat/index.ts")]);
    expect(await boundaryErrors(file, 'import { createChatService } from "../chat";\nexport const s = createChatService;\n')).toEqual([]);
  });

  it("reject a chat stage importing a later stage and accept an earlier one", async () => {
    const file = "apps/server/src/features/chat/understand/boundary-fixture.ts";
    const upward = await boundaryErrors(file, 'import { composeSwap } from "../compose/compose-swap";\nexport const c = composeSwap;\n');
    expect(upward).toEqual([expect.stringContaining("understand may not import a later stage")]);
    const downward = 'import { findConflicts } from "../facts/food-conflicts";\nexport const f = findConflicts;\n';
    expect(await boundaryErrors("apps/server/src/features/chat/compose/boundary-fixture.ts", downward)).toEqual([]);
  });

  it("reject the web importing server code and a package importing an app", async () => {
    const web = await boundaryErrors("apps/web/src/lib/boundary-fixture.ts", 'import { buildApp } from "../../../server/src/app";\nexport const b = buildApp;\n');
    expect(web).toEqual([expect.stringContaining("The web never imports server code")]);
    const pkg = await boundaryErrors("packages/nutrition/src/boundary-fixture.ts", 'import { buildApp } from "@nutriguia/server/src/app";\nexport const b = buildApp;\n');
    expect(pkg).toEqual([expect.stringContaining("Packages never import an app")]);
  });
});
