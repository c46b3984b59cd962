// Which of Radix Themes' responsive classes the app can produce (issue 10, first loads). A Radix prop given a
// responsive object (`px={{ initial: '3', md: '5' }}`) renders the class `md:rt-r-px-5`, and the stylesheets carry
// such a class for every prop, value and breakpoint (most of utilities.css, a good part of the components' CSS).
// Only the breakpoints the code writes, for the props it writes them on, can ever match: this reads every .ts/.tsx
// file of the app for object literals with breakpoint keys and answers, per breakpoint, the class families
// (`rt-r-px`, from Radix's own prop definitions) that are in use. postcss-radix-in-use.mjs drops the rest.
//
// What cannot be told from the code keeps everything at that breakpoint: a responsive object that is not written
// straight on a Radix prop (a constant, a prop of our own component that passes it on) counts for every prop.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as radixProps from '@radix-ui/themes/props';

export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'];
/** Every class family, for a breakpoint whose use cannot be attributed to a prop. */
export const ALL_FAMILIES = '*';

/** Radix prop name -> the responsive class families it renders (`align`: rt-r-ai on Flex, rt-r-ta on Text...). */
function familiesByProp() {
  const byProp = new Map();
  for (const [name, defs] of Object.entries(radixProps)) {
    if (!name.endsWith('PropDefs') || !defs || typeof defs !== 'object') continue;
    for (const [prop, def] of Object.entries(defs)) {
      if (!def?.responsive || !def.className) continue;
      if (!byProp.has(prop)) byProp.set(prop, new Set());
      byProp.get(prop).add(def.className);
    }
  }
  return byProp;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

const keyName = (property) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/**
 * Map breakpoint -> Set of class families (or ALL_FAMILIES) the app's code can render responsively.
 * `roots`: the folders of the app's source (src/, widgets/).
 */
export function responsiveUsage(roots) {
  const byProp = familiesByProp();
  const usage = new Map(BREAKPOINTS.map((breakpoint) => [breakpoint, new Set()]));
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!/\b(xs|sm|md|lg|xl)\s*:/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const keys = node.properties.map(keyName);
        const breakpoints = keys.filter((key) => BREAKPOINTS.includes(key));
        // { initial, md } is a responsive value; { sm: ..., md: ... } alone too (Radix accepts it).
        if (breakpoints.length > 0 && keys.every((key) => key === 'initial' || BREAKPOINTS.includes(key))) {
          const attribute = node.parent?.parent; // ObjectLiteral <- JsxExpression <- JsxAttribute
          const prop = attribute && ts.isJsxAttribute(attribute) && ts.isIdentifier(attribute.name) ? attribute.name.text : undefined;
          const families = prop ? byProp.get(prop) : undefined;
          for (const breakpoint of breakpoints) {
            for (const family of families ?? [ALL_FAMILIES]) usage.get(breakpoint).add(family);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return usage;
}
