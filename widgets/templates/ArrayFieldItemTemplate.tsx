import { useContext } from 'react';
import { Button, Card, Flex } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import { buttonId, getTemplate, getUiOptions, titleId, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { BlockContext } from './blockOptions';

/**
 * An item of a repeatable block: a bordered card, named by the item's heading, with its Remove button (none on the
 * first item when `firstRemovable` is false; the block refuses removals below its minimum). Items of other arrays
 * get rjsf's move / remove buttons beside them.
 */
export default function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const block = useContext(BlockContext);
  const { buttonsProps, children, disabled, hasToolbar, index, readonly, registry, uiSchema } = props;

  if (block) {
    const { options, requestRemove } = block;
    const canRemove = !disabled && !readonly && (index > 0 || options.firstRemovable);
    return (
      <Card asChild size="2" variant="surface">
        <section role="group" aria-labelledby={titleId(buttonsProps.fieldPathId)}>
          <Flex direction="column" gap="3">
            {children}
            {canRemove && (
              <Flex justify="end">
                <Button
                  type="button"
                  size="3"
                  variant="soft"
                  color="red"
                  id={buttonId(buttonsProps.fieldPathId, 'remove')}
                  onClick={(event) => requestRemove(() => buttonsProps.onRemoveItem(event))}
                >
                  <TrashIcon />
                  {options.removeLabel}
                </Button>
              </Flex>
            )}
          </Flex>
        </section>
      </Card>
    );
  }

  const ArrayFieldItemButtonsTemplate = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <Flex gap="2" align="end">
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {hasToolbar && (
        <Flex gap="1">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </Flex>
      )}
    </Flex>
  );
}
