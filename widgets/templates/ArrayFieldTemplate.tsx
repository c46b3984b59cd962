import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { Box, Button, Callout, Flex } from '@radix-ui/themes';
import { InfoCircledIcon, PlusIcon } from '@radix-ui/react-icons';
import { buttonId, getTemplate, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { humanise } from './humanise';
import { BlockContext, readBlockOptions, type BlockContextValue, type BlockOptions } from './blockOptions';

export default function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const block = readBlockOptions(props.schema, props.uiSchema);
  return block ? <BlockArray {...props} block={block} /> : <PlainArray {...props} />;
}

/** Title, description, then the items; used for both kinds of array. */
function ArrayHeader(props: ArrayFieldTemplateProps) {
  const { fieldPathId, registry, required, schema, uiSchema } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const ArrayFieldDescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  return (
    <>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        // Not rjsf's fallback to the property name as it is: a key is not a title ("previousRoles": "Previous roles").
        title={(uiOptions.title as string | undefined) || schema.title || humanise(fieldPathId.path.at(-1))}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={(uiOptions.description as string | undefined) || schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {props.optionalDataControl}
    </>
  );
}

function PlainArray(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, items, onAddClick, readonly, registry, uiSchema } = props;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <Flex direction="column" gap="3" id={fieldPathId.$id}>
      <ArrayHeader {...props} />
      {items}
      {canAdd && (
        <Box>
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            onClick={onAddClick}
            disabled={disabled || readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </Box>
      )}
    </Flex>
  );
}

/**
 * A repeatable block (references, employment history, licences...). The limits are enforced here rather than by
 * hiding buttons, because the spec answers an attempt beyond them with a message
 * ('You can only add up to {n} references', 'You must have at least {n} references'), shown in an inline alert.
 */
function BlockArray(props: ArrayFieldTemplateProps & { block: BlockOptions }) {
  const { block, disabled, fieldPathId, items, onAddClick, readonly } = props;
  const [message, setMessage] = useState<string | null>(null);
  const count = items.length;
  const editable = !disabled && !readonly;

  const onAdd = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (block.maxItems !== undefined && count >= block.maxItems) {
        setMessage(block.maxMessage);
        return;
      }
      setMessage(null);
      onAddClick(event);
    },
    [block.maxItems, block.maxMessage, count, onAddClick],
  );

  const context = useMemo<BlockContextValue>(
    () => ({
      options: block,
      requestRemove(remove) {
        if (count <= block.minItems) {
          setMessage(block.minMessage);
          return;
        }
        setMessage(null);
        remove();
      },
    }),
    [block, count],
  );

  return (
    <Flex direction="column" gap="3" id={fieldPathId.$id}>
      <ArrayHeader {...props} />
      <BlockContext.Provider value={context}>{items}</BlockContext.Provider>
      {message && (
        <Callout.Root color="orange" role="alert">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{message}</Callout.Text>
        </Callout.Root>
      )}
      {editable && (
        <Box>
          <Button type="button" size="3" variant="soft" id={buttonId(fieldPathId, 'add')} onClick={onAdd}>
            <PlusIcon />
            {block.addLabel}
          </Button>
        </Box>
      )}
    </Flex>
  );
}
