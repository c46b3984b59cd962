import type { ReactNode } from 'react';
import { Box, Button, IconButton } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, CopyIcon, Cross2Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import {
  getSubmitButtonOptions,
  TranslatableString,
  type IconButtonProps,
  type SubmitButtonProps,
} from '@rjsf/utils';

/** Only rendered when a page uses a plain themed Form without buttons; `<EngineForm>` renders its children instead. */
function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props: buttonProps } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Box>
      <Button type="submit" size="3" disabled={buttonProps?.disabled}>
        {submitText}
      </Button>
    </Box>
  );
}

function iconButton(icon: ReactNode, label: TranslatableString, color?: 'red') {
  return function EngineIconButton(props: IconButtonProps) {
    const { registry, uiSchema: _u, iconType: _t, icon: _i, className: _c, color: _color, ...buttonProps } = props;
    const text = registry.translateString(label);
    return (
      <IconButton type="button" size="3" variant="soft" color={color} aria-label={text} title={text} {...buttonProps}>
        {icon}
      </IconButton>
    );
  };
}

function AddButton(props: IconButtonProps) {
  const { registry, uiSchema: _u, iconType: _t, icon: _i, className: _c, color: _color, ...buttonProps } = props;
  return (
    <Button type="button" size="3" variant="soft" {...buttonProps}>
      <PlusIcon />
      {registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}

export const ButtonTemplates = {
  SubmitButton,
  AddButton,
  CopyButton: iconButton(<CopyIcon />, TranslatableString.CopyButton),
  MoveDownButton: iconButton(<ArrowDownIcon />, TranslatableString.MoveDownButton),
  MoveUpButton: iconButton(<ArrowUpIcon />, TranslatableString.MoveUpButton),
  RemoveButton: iconButton(<TrashIcon />, TranslatableString.RemoveButton, 'red'),
  ClearButton: iconButton(<Cross2Icon />, TranslatableString.ClearButton),
};
