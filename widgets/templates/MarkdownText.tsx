// Markdown descriptions (DescriptionFieldTemplate.tsx): markdown-to-jsx itself, not the app's plain-text stand-in for
// `markdown-to-jsx/react` (PlainMarkdown.tsx), raw HTML not parsed. Its own chunk, loaded when a form first shows one.
import { Markdown } from 'markdown-to-jsx';
import type { WidgetProps } from '@rjsf/utils';
import './markdown.css';

export default function MarkdownText({ value }: WidgetProps) {
  return <Markdown options={{ disableParsingRawHTML: true }}>{String(value)}</Markdown>;
}
