// Radix Themes draws a text field's focus ring with `.rt-TextFieldRoot:where(:has(.rt-TextFieldInput:focus))` where the
// browser supports :has(), and with `:focus-within` where it does not. In Chromium that one :has() rule made every
// focus change restyle far more than the two fields it moves between: on a 300-field step, style took 8.4 ms of a Tab's
// 57 ms of main-thread time at CPU x4, and 1.5 ms without the rule (docs/performance.md, "29 Nov, third round: a focus ring without :has()"). This
// writes it as Radix's own fallback, `:focus-within`, which draws the same ring (also while a button inside the
// field's slot has the focus, as Radix does in browsers without :has()).
const FOCUSED_INPUT = ':has(.rt-TextFieldInput:focus)';

/** @type {import('postcss').PluginCreator<void>} */
export default function radixFocusWithin() {
  return {
    postcssPlugin: 'radix-focus-within',
    Rule(rule) {
      if (rule.selector.includes(FOCUSED_INPUT)) rule.selector = rule.selector.replaceAll(FOCUSED_INPUT, ':focus-within');
    },
  };
}
radixFocusWithin.postcss = true;
