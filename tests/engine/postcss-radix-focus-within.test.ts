// scripts/postcss-radix-focus-within.mjs through the project's PostCSS configuration: Radix's text field draws its
// focus ring with :focus-within, never with the :has() rule that made every focus change on a long step costly.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import config from '../../postcss.config.mjs';

const textFieldCss = createRequire(import.meta.url).resolve('@radix-ui/themes/src/components/text-field.css');

describe("Radix's text field stylesheet, as the portal builds it", () => {
  it('draws the focus ring with :focus-within, and has no :has() rule on a focused input', async () => {
    const source = readFileSync(textFieldCss, 'utf8');
    expect(source, 'the rule the plugin rewrites is still in Radix').toContain(':has(.rt-TextFieldInput:focus)');
    const { css } = await postcss(config.plugins).process(source, { from: textFieldCss });
    expect(css).not.toContain(':has(.rt-TextFieldInput:focus)');
    const ring = postcss.parse(css).nodes.flatMap((node) => (node.type === 'atrule' ? node.nodes ?? [] : [node]));
    const focused = ring.filter((node) => node.type === 'rule' && node.selector === '.rt-TextFieldRoot:where(:focus-within)');
    expect(focused.length).toBeGreaterThan(0);
    for (const rule of focused) expect(rule.toString()).toContain('outline: 2px solid var(--text-field-focus-color)');
  });
});
