import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ADDITIONAL_PROPERTY_FLAG, getTemplate, type FieldTemplateProps } from '@rjsf/utils';
import { labelId, labelModeFor } from '../labels';
import { DeveloperError } from './DeveloperError';
import { REQUIRED_MARK } from './RequiredMark';
import { ownUiOptions } from '../uiOptions';

/**
 * Every field: label above the input (mobile first), description, the input, its errors right below it, then help.
 * A `ui:widget` that names no widget is dropped before rjsf sees it (knownWidgets.ts); a widget that throws (one rjsf
 * knows, but not for the field's type) breaks its own field only, with a developer error (FieldErrorBoundary).
 *
 * Drawn with plain elements carrying Radix's classes (those of `<Flex direction="column" gap="1">` and `<Text
 * size="2" weight="medium">`), rjsf's wrapper div and the column as one element unless the property is an additional
 * one, and the error and help parts only when there is something to show: every component and element here is
 * multiplied by each field of a step (docs/performance.md, "bench:form").
 */
export default function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, rawDescription, hidden, required, displayLabel } = props;
  const { registry, schema, uiSchema, classNames, style, rawErrors, rawHelp, hideError } = props;
  // A hidden field (a ParentField's branch while closed, a block's TableID) keeps its value in rjsf's data; nothing
  // of it needs to be in the page, where hundreds of hidden inputs would only cost rendering time and memory.
  if (hidden) return null;
  const uiOptions = ownUiOptions(uiSchema);
  const widget = uiOptions.widget;

  const labelMode = labelModeFor(widget);
  const LabelTag = labelMode === 'for' ? 'label' : 'div';
  const hasErrors = !hideError && (rawErrors ?? []).some(Boolean);
  const parts = (
    <>
      {displayLabel && label && labelMode !== 'none' && (
        <LabelTag className="rt-Text rt-r-size-2 rt-r-weight-medium" htmlFor={labelMode === 'for' ? id : undefined} id={labelId(id)}>
          {label}
          {(required || uiOptions.required === true) && REQUIRED_MARK}
        </LabelTag>
      )}
      {displayLabel && rawDescription ? description : null}
      <FieldErrorBoundary label={label}>{children}</FieldErrorBoundary>
      {hasErrors ? errors : null}
      {rawHelp ? help : null}
    </>
  );
  // A property of an object with additionalProperties gets rjsf's key box and remove button around it.
  if (ADDITIONAL_PROPERTY_FLAG in schema) {
    const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
    return (
      <WrapIfAdditionalTemplate {...props}>
        <div className={FIELD_COLUMN}>{parts}</div>
      </WrapIfAdditionalTemplate>
    );
  }
  // Any other property: rjsf's wrapper (its classes mark a field with errors) and the column are one element.
  const className = ['form-group', classNames, hasErrors ? 'has-error has-danger' : '', FIELD_COLUMN].filter(Boolean).join(' ');
  return (
    <div className={className} style={style}>
      {parts}
    </div>
  );
}

/** The classes of Radix's `<Flex direction="column" gap="1">`. */
const FIELD_COLUMN = 'rt-Flex rt-r-fd-column rt-r-gap-1';

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
