import { ZLoginRequest } from "@nutriguia/domain";
import { expect, it } from "vitest";
import "./zod-config";

it("gives Zod's own refusals in Portuguese, also where a schema has no message of ours", () => {
  const parsed = ZLoginRequest.safeParse({ email: `${"a".repeat(300)}@exemplo.com`, password: "x" });
  const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatch(/^Grande demais: esperava que o texto/);
});
