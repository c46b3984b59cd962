import { Callout, Heading, Strong, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { WidgetProps } from '@rjsf/utils';

export type DisplayVariant = 'title' | 'instructions' | 'information';

/**
 * Read-only text within a form: `ui:options.text` shown as a section heading ('title'), an instructions paragraph
 * ('instructions') or an information box ('information'); the references form's Section title / Instructions /
 * Information entries. It holds no value. When the field keeps its label (a schema title and no `ui:label: false`),
 * the label leads the text ("Position: Payroll officer").
 */
export default function DisplayWidget({ id, options, label, hideLabel }: WidgetProps) {
  const text = typeof options.text === 'string' ? options.text : label;
  const variant: DisplayVariant =
    options.variant === 'title' || options.variant === 'instructions' ? options.variant : 'information';
  if (!text) return null;
  if (variant === 'title') {
    // h2: a Section title opens a part of the form, under the page's or the dialog's own title (h1), never deeper.
    return (
      <Heading as="h2" size="4" id={id}>
        {text}
      </Heading>
    );
  }
  const lead = !hideLabel && label && label !== text ? <Strong>{label}: </Strong> : null;
  if (variant === 'instructions') {
    return (
      <Text as="p" size="3" id={id} style={{ whiteSpace: 'pre-line' }}>
        {lead}
        {text}
      </Text>
    );
  }
  return (
    <Callout.Root color="indigo" id={id}>
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text style={{ whiteSpace: 'pre-line' }}>
        {lead}
        {text}
      </Callout.Text>
    </Callout.Root>
  );
}
