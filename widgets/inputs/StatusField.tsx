import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { isRequiredNow } from '../commit';
import { labelId } from '../labels';

export interface StatusFieldProps {
  /** The widget's own props: its id names the group, its errors mark it invalid, its rules say "(required)". */
  widget: WidgetProps;
  /** The field holds a stored location. */
  loaded: boolean;
  /** Shown once loaded, e.g. 'Signature complete'. */
  loadedText: string;
  /** Shown until then, e.g. 'Signature pending', followed by ' (required)' while the field is required. */
  pendingText: string;
  /** The button that uploads (and its dialog), under the status. */
  children: ReactNode;
}

/**
 * What the signature, document and selfie fields show alike: a group named by the field's label with a dashed box
 * saying whether the file is loaded or still pending, then the field's own controls.
 */
export function StatusField({ widget, loaded, loadedText, pendingText, children }: StatusFieldProps) {
  const { id, rawErrors } = widget;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <Flex
      role="group"
      aria-labelledby={labelId(id)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
      direction="column"
      gap="2"
    >
      <Box className="engine-status-box" data-state={loaded ? 'loaded' : 'empty'} data-invalid={invalid || undefined}>
        {loaded ? (
          <Text color="green" weight="medium" className="engine-inline-icon">
            <CheckCircledIcon aria-hidden="true" /> {loadedText}
          </Text>
        ) : (
          <Text color="gray">
            {pendingText}
            {isRequiredNow(widget) ? ' (required)' : ''}
          </Text>
        )}
      </Box>
      {children}
    </Flex>
  );
}
