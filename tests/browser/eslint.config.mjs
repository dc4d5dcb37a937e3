// ESLint for the frontend's plain ES modules (run from the repository's root):
//   tests/browser/node_modules/.bin/eslint --config tests/browser/eslint.config.mjs frontend
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["frontend/**/*.js"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser },
    },
    rules: {
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }],
      "no-var": "off",
      eqeqeq: ["error", "always"],
      "prefer-const": "error",
      "no-shadow": "error",
    },
  },
  {
    // The boot script is a classic script, so that it runs where modules do not.
    files: ["frontend/js/boot.js"],
    languageOptions: { sourceType: "script" },
  },
];
