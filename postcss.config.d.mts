// The types of postcss.config.mjs, for the test that runs Radix's stylesheets through it.
import type { AcceptedPlugin } from 'postcss';

declare const config: { plugins: AcceptedPlugin[] };
export default config;
