import { Text } from '@radix-ui/themes';
import { getUiOptions, type DescriptionFieldProps, type WidgetProps } from '@rjsf/utils';
import { deferredWidget } from '../deferredWidget';

/**
 * Markdown (`ui:enableMarkdownInDescription`, on the field or in `ui:globalOptions`): markdown-to-jsx, raw HTML not
 * parsed (MarkdownText.tsx), loaded when a form first shows one: the app's `markdown-to-jsx/react` is a stand-in that
 * prints plain text (PlainMarkdown.tsx).
 */
export const Markdown = deferredWidget(() => import('./MarkdownText'));

export default function DescriptionFieldTemplate({ id, description, uiSchema, registry }: DescriptionFieldProps) {
  if (!description) return null;
  const markdown = typeof description === 'string' && getUiOptions(uiSchema, registry.globalUiOptions).enableMarkdownInDescription;
  return (
    <Text as="div" id={id} size="2" color="gray" className={markdown ? 'engine-markdown' : undefined} style={markdown ? undefined : { whiteSpace: 'pre-line' }}>
      {markdown ? <Markdown {...({ id: `${id}-markdown`, value: description } as WidgetProps)} /> : description}
    </Text>
  );
}
