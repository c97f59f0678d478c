import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mantineClassesIn, unusedMantineCss, withoutUnusedMantineRules } from './unused-mantine-css';

// Read from the package's folder: the tests' module map answers any .css import with a stand-in.
const mantineStyles = () => readFileSync(join(__dirname, '../node_modules/@mantine/core/styles.css'), 'utf8');

describe('the Mantine rules left out of the stylesheets', () => {
  it('keeps the rules of the classes the app names and every rule without a Mantine class, in their order', () => {
    const css = [
      ':root { --mantine-color-body: #fff; }',
      '.m_11111111 { color: red; }',
      '.m_22222222 { color: blue; }',
      '.m_11111111 .m_22222222, .m_11111111:hover { color: green; }',
      '@media (min-width: 40em) { .m_22222222 { margin: 0; } }',
      '@supports (display: grid) { @media (min-width: 40em) { .m_22222222 { display: grid; } } }',
      '.app-header { height: 3rem; }',
    ].join('\n');
    expect(withoutUnusedMantineRules(css, new Set(['m_11111111']))).toBe(
      [
        ':root { --mantine-color-body: #fff; }',
        '.m_11111111 { color: red; }',
        '.m_11111111:hover { color: green; }',
        '.app-header { height: 3rem; }',
      ].join('\n'),
    );
  });

  it("loses nothing of Mantine's stylesheet when every class is named, and keeps its globals when none is", () => {
    const css = mantineStyles();
    const every = new Set(mantineClassesIn(css));
    expect(every.size).toBeGreaterThan(300);
    expect(withoutUnusedMantineRules(css, every)).toBe(css);
    const none = withoutUnusedMantineRules(css, new Set());
    // No rule of a class is left (its @keyframes, named like its classes, stay: they cost a few lines).
    expect(none).not.toMatch(/\.m_[0-9a-f]{8}/);
    expect(none).toContain('--mantine-color-body');
    expect(none.length).toBeLessThan(css.length / 2);
  });

  it('changes only stylesheets, and only in a build that knows the classes', () => {
    const transform = (used: Set<string> | null, code: string, id: string) => {
      const hook = unusedMantineCss(used).transform as (code: string, id: string) => { code: string } | null;
      return hook(code, id);
    };
    const css = '.m_11111111 { color: red; }';
    expect(transform(new Set(), css, '/app/node_modules/@mantine/core/styles.css')).toEqual({ code: '', map: null });
    expect(transform(new Set(), css, '/app/src/page.css?direct')).toEqual({ code: '', map: null });
    expect(transform(null, css, '/app/node_modules/@mantine/core/styles.css')).toBeNull();
    expect(transform(new Set(), 'export const m_11111111 = 1;', '/app/src/page.ts')).toBeNull();
  });
});
