// Radix Themes' `@breakpoints` at-rule, for its per-component source stylesheets (node_modules/@radix-ui/themes/src).
// A port of the package's own postcss-breakpoints.cjs, which reads the breakpoints from a path relative to the
// working directory (Radix's repository) and so cannot run here: each rule inside `@breakpoints { ... }` stays as it
// is and gets one copy per breakpoint inside that breakpoint's media query, its responsive classes (`rt-r-*`)
// prefixed with the breakpoint (`.md:rt-r-size-2`), as the prebuilt components.css has them. Runs after nesting.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';

const breakpointsFile = createRequire(import.meta.url).resolve('@radix-ui/themes/src/styles/breakpoints.css');

/** `@custom-media --md (min-width: 1024px);` -> { name: 'md', params: '(min-width: 1024px)' }, in file order. */
const BREAKPOINTS = postcss
  .parse(readFileSync(breakpointsFile, 'utf8'))
  .nodes.filter((node) => node.type === 'atrule' && node.name === 'custom-media')
  .map((node) => {
    const [, name, params] = /--(\w+)\s+(.+)/.exec(node.params);
    return { name, params };
  });

const RESPONSIVE_CLASS = /\.(-?rt-r-[a-z0-9-]+)/g;

function addPrefix(node, prefix) {
  if (node.type === 'atrule') {
    node.each((child) => addPrefix(child, prefix));
    return;
  }
  node.selector = node.selector.replace(RESPONSIVE_CLASS, `.${prefix}\\:$1`);
}

/** @type {import('postcss').PluginCreator<void>} */
export default function radixBreakpoints() {
  // The media rules made for each @breakpoints at-rule, filled as its rules are met.
  const medias = new WeakMap();
  return {
    postcssPlugin: 'radix-breakpoints',
    Rule(rule) {
      const atRule = rule.parent;
      if (atRule?.type !== 'atrule' || atRule.name !== 'breakpoints') return;
      if (!medias.has(atRule)) {
        const byName = Object.fromEntries(
          BREAKPOINTS.map(({ name, params }) => [name, new postcss.AtRule({ name: 'media', params })]),
        );
        medias.set(atRule, byName);
        for (const media of Object.values(byName).reverse()) atRule.after(media);
      }
      atRule.before(rule);
      for (const { name } of BREAKPOINTS) {
        const copy = rule.clone();
        addPrefix(copy, name);
        medias.get(atRule)[name].append(copy);
      }
      if (atRule.nodes.length === 0) atRule.remove();
    },
    // A @breakpoints block holding only comments (Radix keeps some as notes) would reach the minifier as an unknown
    // at-rule.
    OnceExit(root) {
      root.walkAtRules('breakpoints', (atRule) => {
        if (atRule.nodes.every((node) => node.type === 'comment')) atRule.remove();
      });
    },
  };
}
radixBreakpoints.postcss = true;
