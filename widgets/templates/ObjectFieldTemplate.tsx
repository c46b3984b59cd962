import { Box, Flex, Heading } from '@radix-ui/themes';
import {
  buttonId,
  canExpand,
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { humanise } from './humanise';

/**
 * Objects are the page (root), its sections (`ui:options.section: true`: a Radix Card with the schema title as
 * heading), the items of a repeatable block (the block's card is drawn by the array item template), or plain groups.
 */
export default function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, disabled, readonly, formData, fieldPathId, onAddProperty, properties, optionalDataControl } = props;
  const { registry, schema, uiSchema } = props;
  const uiOptions = getUiOptions(uiSchema);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  // rjsf falls back to the property name (a FieldID or section key) when there is no title: a group inside the form
  // gets it humanised ("current_employer": "Current employer"), the root and a section none.
  const path = fieldPathId.path;
  const title =
    uiOptions.label === false
      ? undefined
      : ((uiOptions.title as string | undefined) ?? schema.title ?? (uiOptions.section === true ? undefined : humanise(path.at(-1))));
  const isRoot = path.length === 0;
  const itemIndex = path.at(-1);
  const isBlockItem = typeof itemIndex === 'number';

  const body = (
    <div className={COLUMN_GAP_4}>
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {optionalDataControl}
      {properties.map((property) => property.content)}
      {canExpand(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </div>
  );

  if (uiOptions.section === true) {
    // Radix's `<Card asChild size="2">`, `<Flex direction="column" gap="4">` and `<Heading as="h2" size="5">` as the
    // elements they draw: the section a change is in draws again on every commit of a step (docs/performance.md "bench:form").
    return (
      <section className={SECTION_CARD} aria-labelledby={title ? titleId(fieldPathId) : undefined}>
        <div className={COLUMN_GAP_4}>
          {title && (
            <h2 className="rt-Heading rt-r-size-5" id={titleId(fieldPathId)}>
              {title}
            </h2>
          )}
          {body}
        </div>
      </section>
    );
  }

  if (isRoot) {
    return (
      <Flex direction="column" gap="5">
        {title && (
          <Heading as="h2" size="6" id={titleId(fieldPathId)}>
            {title}
          </Heading>
        )}
        {body}
      </Flex>
    );
  }

  if (isBlockItem) {
    // The item's card (array item template) is the group this heading names. Titled by the item schema
    // ("Reference" -> "Reference 2"); rjsf's generated item titles ("references-2") are not for people.
    return (
      <Flex direction="column" gap="4">
        {schema.title && (
          <Heading as="h3" size="4" id={titleId(fieldPathId)}>
            {`${schema.title} ${itemIndex + 1}`}
          </Heading>
        )}
        {body}
      </Flex>
    );
  }

  return (
    <Box asChild>
      <fieldset className="engine-group" aria-labelledby={title ? titleId(fieldPathId) : undefined}>
        <Flex direction="column" gap="4">
          {title && (
            // Under an untitled root (no h2), a top-level group is the h2.
            <Heading as={path.length === 1 && !registry.rootSchema.title ? 'h2' : 'h3'} size="4" id={titleId(fieldPathId)}>
              {title}
            </Heading>
          )}
          {body}
        </Flex>
      </fieldset>
    </Box>
  );
}

/** The classes of Radix's `<Flex direction="column" gap="4">`. */
const COLUMN_GAP_4 = 'rt-Flex rt-r-fd-column rt-r-gap-4';
/** The classes of Radix's `<Card size="2">` (variant surface). */
const SECTION_CARD = 'rt-reset rt-BaseCard rt-Card rt-r-size-2 rt-variant-surface';
