// The one field a second-factor code is typed in: the app's six digits or a recovery code. Browsers and password
// managers fill it as a one-time code.
import { Flex, Text, TextField } from '@radix-ui/themes';

export interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  hint?: string;
  /** Takes the focus when drawn: the user has just asked for this field. */
  autoFocus?: boolean;
}

export function CodeField({ id, label, value, onChange, disabled, hint, autoFocus }: CodeFieldProps) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        size="3"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        autoFocus={autoFocus}
      />
      {hint ? (
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}
