// PostCSS for Vite: what Radix Themes' per-component source stylesheets need (src/app/radix-components.css imports
// only the components the app uses instead of the prebuilt components.css). Radix builds them with postcss-import
// (Vite inlines @import itself), postcss-nesting, its @breakpoints plugin and custom media (none in the component
// files); vendor prefixes and minifying are left to Vite's Lightning CSS step, as for every stylesheet.
import postcssNesting from 'postcss-nesting';
import radixBreakpoints from './scripts/postcss-radix-breakpoints.mjs';

export default {
  plugins: [postcssNesting({ edition: '2021' }), radixBreakpoints()],
};
