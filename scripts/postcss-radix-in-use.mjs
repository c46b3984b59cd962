// PostCSS plugin (build only): leaves out the parts of Radix Themes' stylesheets that no page of the app can match
// (issue 10, first loads). Three kinds, each decided from what is certain, never from a guess about styling:
// - responsive classes (`.md\:rt-r-px-5`) of a breakpoint and prop the code never writes a responsive value for
//   (radix-responsive-usage.mjs reads the code): 5 copies of every utility and component size otherwise;
// - dark-mode rules (`.dark`, `.dark-theme`): the app never sets dark mode (no `appearance`, no such class);
// - in the tokens stylesheet (src/app/radix-tokens.css), the accent and gray mappings (`[data-accent-color='crimson']`)
//   of colours whose scale is not imported and which the code never names: nothing can select them.
// And one that is not about matching: Radix's font faces "Segoe UI (Custom)", "Open Sans (Custom)" and "Consolas
// (Custom)" are the installed fonts of those names with adjusted metrics, found by `local()`. Where the font is not
// installed (phones, Linux), the browser still asks the system for every one of their `local()` names when it first
// lays out text, before falling back: the first layout of 80 lines of text in a fresh Chromium took 29.0 ms with
// them, 25.2 without (medians of 8 alternating runs on Debian). The faces go and the families name the fonts
// themselves (Windows keeps Segoe UI, at its own metrics).
// Runs after the breakpoints plugin, on Radix's files only (node_modules/@radix-ui/themes, src/app/radix-*.css).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_FAMILIES, BREAKPOINTS, responsiveUsage } from './radix-responsive-usage.mjs';

const RESPONSIVE_CLASS = new RegExp(`\\.(${BREAKPOINTS.join('|')})\\\\:-?(rt-r-[a-z0-9-]+)`, 'g');
// Radix's own files, and ours that inline them (Vite inlines @import before the plugins run).
const RADIX_STYLESHEET = /[\\/]@radix-ui[\\/]themes[\\/]|[\\/]src[\\/]app[\\/]radix-[a-z]+\.css$/;
const DARK = /\.dark(-theme)?\b/;
const COLOR_MAPPING = /\[data-(?:accent|gray)-color='(\w+)'\]/;
const LOCAL_FACE_ALIAS = /(["'])([^"']+) \(Custom\)\1/g;

/** Colours the code names (`color="red"`, `accentColor: 'teal'`): their mappings stay, whether imported or not. */
function namedColors(roots) {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        for (const [, name] of text.matchAll(/\b(?:color|accentColor|grayColor)\s*[=:]\s*\{?\s*['"](\w+)['"]/g)) names.add(name);
      }
    }
  };
  roots.forEach(walk);
  return names;
}

/** @type {import('postcss').PluginCreator<{ roots: string[] }>} */
export default function radixInUse({ roots }) {
  const usage = responsiveUsage(roots);
  const named = namedColors(roots);
  const responsiveInUse = (breakpoint, className) => {
    const families = usage.get(breakpoint);
    if (families.has(ALL_FAMILIES)) return true;
    for (const family of families) if (className === family || className.startsWith(`${family}-`)) return true;
    return false;
  };
  /** A selector stays unless it can only match what the app never renders. */
  const selectorInUse = (selector) => {
    if (DARK.test(selector)) return false;
    for (const [, breakpoint, className] of selector.matchAll(RESPONSIVE_CLASS)) {
      if (!responsiveInUse(breakpoint, className)) return false;
    }
    return true;
  };
  return {
    postcssPlugin: 'radix-in-use',
    OnceExit(root, { result }) {
      const from = result.opts.from ?? '';
      if (!RADIX_STYLESHEET.test(from)) return;
      // Scales the stylesheet defines (`--indigo-1: #...`, not a mapping to another variable).
      const scales = new Set();
      root.walkDecls(/^--[a-z]+-1$/, (decl) => {
        if (!decl.value.startsWith('var(')) scales.add(decl.prop.slice(2, -2));
      });
      root.walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
        const kept = rule.selectors.filter((selector) => {
          const mapping = COLOR_MAPPING.exec(selector);
          if (mapping && scales.size > 0 && !scales.has(mapping[1]) && !named.has(mapping[1]) && mapping[1] !== 'gray') return false;
          return selectorInUse(selector);
        });
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      root.walkAtRules('font-face', (face) => {
        if (face.nodes?.some((decl) => decl.type === 'decl' && decl.prop === 'font-family' && decl.value.includes('(Custom)'))) face.remove();
      });
      root.walkDecls((decl) => {
        if (decl.value.includes('(Custom)')) decl.value = decl.value.replace(LOCAL_FACE_ALIAS, '$1$2$1');
      });
      // Media and supports blocks left empty go too.
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}
radixInUse.postcss = true;
