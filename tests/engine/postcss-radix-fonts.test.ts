// scripts/postcss-radix-in-use.mjs, its font part: Radix's "(Custom)" font faces (installed fonts found by local(),
// looked up on every device at the first layout) go, and the font families name those fonts directly.
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import radixInUse from '../../scripts/postcss-radix-in-use.mjs';

const RADIX_CSS = `
@font-face { font-family: 'Segoe UI (Custom)'; font-weight: 400; size-adjust: 103%; src: local('Segoe UI'); }
@font-face { font-family: "Open Sans (Custom)"; font-weight: 700; src: local('Open Sans Bold'); }
@font-face { font-family: 'Inter'; src: url(inter.woff2); }
.radix-themes {
  --default-font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI (Custom)', Roboto, 'Helvetica Neue', 'Open Sans (Custom)', system-ui, sans-serif;
  --code-font-family: 'Menlo', 'Consolas (Custom)', 'Bitstream Vera Sans Mono', monospace;
}
`;

async function run(from: string) {
  const result = await postcss([radixInUse({ roots: [] })]).process(RADIX_CSS, { from });
  return result.css;
}

describe('the Radix stylesheet without local-font aliases', () => {
  it('drops the "(Custom)" faces, keeps other faces, and names the fonts themselves in the families', async () => {
    const css = await run('/repo/node_modules/@radix-ui/themes/tokens.css');
    expect(css).not.toContain('(Custom)');
    expect(css.match(/@font-face/g)).toHaveLength(1);
    expect(css).toContain("font-family: 'Inter'");
    expect(css).toContain(
      "--default-font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', 'Open Sans', system-ui, sans-serif;",
    );
    expect(css).toContain("--code-font-family: 'Menlo', 'Consolas', 'Bitstream Vera Sans Mono', monospace;");
  });

  it('leaves stylesheets that are not Radix\'s alone', async () => {
    expect(await run('/repo/src/features/home/home.css')).toBe(RADIX_CSS);
  });
});
