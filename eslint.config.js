import { readdirSync } from "node:fs";
import path from "node:path";
import { createNodeResolver, importX, tseslint } from "@nutriguia/lint";

const root = import.meta.dirname;
const features = "apps/server/src/features";
const chat = `${features}/chat`;

/** Chat stages from the bottom up: a stage may import the ones before it, never the ones after. */
const CHAT_STAGES = ["knowledge", "understand", "facts", "gate", "compose"];

const serverFeatures = readdirSync(path.join(root, features), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Another feature is reached only through its index.ts; app.ts (outside features/) registers each feature's routes. */
const featureZones = serverFeatures.map((feature) => ({
  target: `${features}/!(${feature})/**`,
  from: `${features}/${feature}/**`,
  except: [`${path.join(root, features, feature)}/index.{ts,tsx}`],
  message: `Import what another feature offers from features/${feature}/index.ts, not its internals.`,
}));

const chatStageZones = CHAT_STAGES.slice(0, -1).map((stage, index) => ({
  target: `${chat}/${stage}/**`,
  from: CHAT_STAGES.slice(index + 1).map((later) => `${chat}/${later}/**`),
  message: `Chat stages import only downward (${CHAT_STAGES.join(" → ")}): ${stage} may not import a later stage.`,
}));

const workspaceZones = [
  { target: "packages/**", from: "apps/**", message: "Packages never import an app." },
  { target: "apps/web/**", from: "apps/server/**", message: "The web never imports server code; share contracts through @nutriguia/domain." },
  { target: "apps/server/**", from: "apps/web/**", message: "The server never imports web code." },
];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "apps/web/e2e/screenshots/**", ".scratch/**"] },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "import-x": importX, "@typescript-eslint": tseslint.plugin },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"], conditionNames: ["import", "default"] }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...featureZones, ...chatStageZones, ...workspaceZones] },
      ],
      "@typescript-eslint/ban-ts-comment": "error",
    },
  },
);
