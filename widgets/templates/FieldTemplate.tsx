import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { getTemplate, getUiOptions, hasWidget, type FieldTemplateProps } from '@rjsf/utils';
import { labelId, labelModeFor } from '../labels';
import { DeveloperError } from './DeveloperError';
import { RequiredMark } from './RequiredMark';

/**
 * Every field: label above the input (mobile first), description, the input, its errors right below it, then help.
 * A `ui:widget` that names no registered widget renders a developer error in place of the field instead of letting
 * rjsf throw and take the whole page down.
 */
export default function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, rawDescription, hidden, required, displayLabel } = props;
  const { registry, schema, uiSchema } = props;
  // A hidden field (a ParentField's branch while closed, a block's TableID) keeps its value in rjsf's data; nothing
  // of it needs to be in the page, where hundreds of hidden inputs would only cost rendering time and memory.
  if (hidden) return null;
  const uiOptions = getUiOptions(uiSchema);
  const widget = uiOptions.widget;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);

  if (typeof widget === 'string' && !hasWidget(schema, widget, registry.widgets)) {
    return (
      <DeveloperError>
        No widget named “{widget}” is registered (field “{label}”). Register it in widgets/registry.ts or fix
        the uiSchema.
      </DeveloperError>
    );
  }

  const labelMode = labelModeFor(widget);
  return (
    <WrapIfAdditionalTemplate {...props}>
      <Flex direction="column" gap="1">
        {displayLabel && label && labelMode !== 'none' && (
          <Text
            as={labelMode === 'for' ? 'label' : 'div'}
            htmlFor={labelMode === 'for' ? id : undefined}
            id={labelId(id)}
            size="2"
            weight="medium"
          >
            {label}
            {(required || uiOptions.required === true) && <RequiredMark />}
          </Text>
        )}
        {displayLabel && rawDescription ? description : null}
        <FieldErrorBoundary label={label}>{children}</FieldErrorBoundary>
        {errors}
        {help}
      </Flex>
    </WrapIfAdditionalTemplate>
  );
}

interface BoundaryProps {
  label: string;
  children: ReactNode;
}

/** A widget that throws while rendering breaks its own field only, with a message saying which one. */
class FieldErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Field “${this.props.label}” failed to render`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <DeveloperError>
          Field “{this.props.label}” failed to render: {this.state.error.message}
        </DeveloperError>
      );
    }
    return this.props.children;
  }
}
