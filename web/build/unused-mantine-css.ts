import postcss from 'postcss';
import type { Plugin, Rolldown } from 'vite';

// Mantine's stylesheet holds every component's rules (~250 kB for the signed-in screens), and the
// app uses about half of its components. Each Mantine component names its classes in its own
// JavaScript (`m_` and eight hex digits, from its CSS module), so a rule whose selector needs a
// Mantine class that no chunk of the app names can match nothing the app renders. Those rules
// are left out of the stylesheets as they are compiled; every other rule stays, in its order.
//
// Which classes the chunks name comes from the build's first pass (build/chunk-groups.ts), before
// any stylesheet is hashed: a stylesheet's name changes whenever what it keeps does, so a browser
// never keeps a cached copy that lacks the rules of a component the app has started to use.

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
/** The same, to ask whether a text names one at all (a global pattern's `test` would carry state between calls). */
const NAMES_A_MANTINE_CLASS = new RegExp(MANTINE_CLASS.source);

/** The Mantine classes a chunk's code (or a selector) names. */
export function mantineClassesIn(code: string): string[] {
  return code.match(MANTINE_CLASS) ?? [];
}

/** Every Mantine class the chunks name. */
export function mantineClassesOf(chunks: Iterable<Rolldown.OutputChunk>): Set<string> {
  const used = new Set<string>();
  for (const chunk of chunks) for (const name of mantineClassesIn(chunk.code)) used.add(name);
  return used;
}

/** The stylesheet without the rules that need a Mantine class outside `used`, and without the at-rules left empty. */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => mantineClassesIn(selector).every((name) => used.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Innermost first: a @media left empty inside an emptied @supports goes, then the @supports.
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => {
    if (atRule.nodes) atRules.unshift(atRule);
  });
  for (const atRule of atRules) if (atRule.nodes?.length === 0) atRule.remove();
  return root.toString();
}

/** Drops unused Mantine rules from each stylesheet as Vite compiles it; `used` null (the first pass, `vite dev`) keeps all. */
export function unusedMantineCss(used: ReadonlySet<string> | null): Plugin {
  return {
    name: 'backoffice-unused-mantine-css',
    apply: 'build',
    // Between Vite's CSS compilation (vite:css) and its bundling of the result (vite:css-post).
    transform(code, id) {
      if (!used || !/\.css(\?|$)/.test(id) || !NAMES_A_MANTINE_CLASS.test(code)) return null;
      return { code: withoutUnusedMantineRules(code, used), map: null };
    },
  };
}
