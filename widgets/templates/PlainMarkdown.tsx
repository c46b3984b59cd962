// Stands in for `markdown-to-jsx/react` in the built app (a Vite alias in vite.config.ts): @rjsf/core imports its
// `Markdown` in ObjectField, FileWidget and its default description/help templates, which put a 30 KB markdown parser
// on every form page. Our forms never enable markdown (no `enableMarkdownIn*` option; our own templates render text),
// and rjsf's own messages only mark words with `code`, _emphasis_ or **strong**: shown here as plain text without the marks.
import type { ReactNode } from 'react';

const MARKS = /`([^`]*)`|\*\*([^*]+)\*\*|_([^_]+)_/g;

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{typeof children === 'string' ? children.replace(MARKS, (_, code, strong, em) => code ?? strong ?? em) : children}</>;
}

export default Markdown;
