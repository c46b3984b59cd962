// Types of the PostCSS plugin (a .mjs the Vite config loads as it is) for the test that imports it.
import type { PluginCreator } from 'postcss';

declare const radixInUse: PluginCreator<{ roots: string[] }>;
export default radixInUse;
