// PostCSS for Vite: what Radix Themes' per-component source stylesheets need (src/app/radix-components.css imports
// only the components the app uses instead of the prebuilt components.css). Radix builds them with postcss-import
// (Vite inlines @import itself), postcss-nesting, its @breakpoints plugin and custom media (none in the component
// files); vendor prefixes and minifying are left to Vite's Lightning CSS step, as for every stylesheet.
// In a build, radix-in-use then leaves out the Radix rules no page can match (responsive classes of breakpoints the
// code never writes, dark mode, mappings of colours never imported nor named); the dev server keeps them all, so a
// responsive value just written works before the next build reads it. A text field's focus ring is drawn with
// :focus-within instead of :has() (postcss-radix-focus-within.mjs: the :has() rule made every focus change costly).
import { fileURLToPath } from 'node:url';
import postcssNesting from 'postcss-nesting';
import radixBreakpoints from './scripts/postcss-radix-breakpoints.mjs';
import radixFocusWithin from './scripts/postcss-radix-focus-within.mjs';
import radixInUse from './scripts/postcss-radix-in-use.mjs';

const appSource = ['src', 'widgets'].map((dir) => fileURLToPath(new URL(`./${dir}`, import.meta.url)));
const build = process.env.NODE_ENV === 'production';

export default {
  plugins: [postcssNesting({ edition: '2021' }), radixBreakpoints(), radixFocusWithin(), ...(build ? [radixInUse({ roots: appSource })] : [])],
};
