// The lint toolchain, re-exported for the root eslint.config.js. It lives in its own workspace because
// typescript-eslint parses through the TypeScript 6 JS API, which the repo's TypeScript 7 compiler does not ship.
export { default as tseslint } from "typescript-eslint";
export { createNodeResolver, importX } from "eslint-plugin-import-x";
