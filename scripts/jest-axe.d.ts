declare module 'jest-axe' {
  export const toHaveNoViolations: Record<string, (...args: unknown[]) => { pass: boolean; message(): string }>;
  export function axe(html: Element | string, options?: unknown): Promise<unknown>;
}
