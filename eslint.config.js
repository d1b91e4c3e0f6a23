import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint/boundaries.js';

/**
 * ESLint: TypeScript, accessibility of JSX (jsx-a11y), the rules of hooks and the layers of
 * docs/ARCHITECTURE.md (scripts/eslint/boundaries.js).
 */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    // styled-components' default export is its CommonJS module object under Node's ES modules:
    // the published library uses the named export, so server rendering works without a bundler.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'styled-components',
              importNames: ['default'],
              message: "Use import { styled } from 'styled-components'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A stray `.only` narrows a run to one test and leaves the rest unrun (issue 54): Vitest's
    // `allowOnly: false` and Playwright's `forbidOnly` refuse it at run time; this catches it in
    // review. ESLint's own rule, so no plugin for one check.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name="only"][object.name=/^(describe|suite|it|test)$/]',
          message: 'Remove `.only`: it runs this test alone and leaves the rest unrun.',
        },
        {
          selector:
            'MemberExpression[property.name="only"][object.property.name=/^(describe|concurrent|sequential|serial|parallel)$/]',
          message: 'Remove `.only`: it runs this test alone and leaves the rest unrun.',
        },
      ],
    },
  },
);
