import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 54: validation on submit only, as GOV.UK's pattern has it. react-hook-form's default
// checks a field again on every keystroke after a failed submit, so a screen reader interrupted
// the user with the error while they typed. Every form of the app spreads VALIDATE_ON_SUBMIT.

const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('every form validates on submit only (issue 54)', () => {
  it('each useForm call spreads VALIDATE_ON_SUBMIT', () => {
    const calls = sources(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\buseForm<[^(]*\(\{([\s\S]*?)\n\s*\}\);/g)].map((m) => ({
        file: relative(src, file),
        options: m[1] ?? '',
      }));
    });
    expect(calls.length).toBeGreaterThanOrEqual(8);
    expect(calls.filter((c) => !c.options.includes('...VALIDATE_ON_SUBMIT')).map((c) => c.file)).toEqual([]);
  });
});
