// Small pieces both file managers (documents and selfie) are made of.
import type { ReactNode } from 'react';
import { Button, Callout, Flex, Progress, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, FileTextIcon } from '@radix-ui/react-icons';
import { isPdf, sizeText } from './fileRules';
import { useObjectUrl } from './useObjectUrl';
import { FILE_MESSAGES } from '../../src/engine/messages';

export interface FilePickProps {
  /** The button's text; also the input's accessible name. */
  label: string;
  icon: ReactNode;
  accept: string;
  /** `user` or `environment`: a phone opens its camera app instead of the file chooser. */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  variant?: 'solid' | 'soft' | 'outline';
  onFile(file: File | null): void;
}

/**
 * A button that opens the file chooser (or, with `capture`, a phone's camera): a real file input inside a label
 * drawn as a Radix button, so it works with the keyboard and with every browser's own file handling.
 */
export function FilePick({ label, icon, accept, capture, disabled, variant = 'soft', onFile }: FilePickProps) {
  return (
    <Button asChild size="3" variant={variant} disabled={disabled}>
      <label className="upload-pick" aria-disabled={disabled || undefined}>
        {icon}
        {label}
        <input
          type="file"
          className="upload-file-input"
          accept={accept}
          capture={capture}
          disabled={disabled}
          onChange={(event) => {
            const input = event.currentTarget;
            onFile(input.files?.[0] ?? null);
            // Choosing the same file again after a refusal must fire change again.
            input.value = '';
          }}
        />
      </label>
    </Button>
  );
}

/** The chosen file before it is sent: a thumbnail for a photo, an icon for a PDF, with its name and size. */
export function ChosenFile({ file, large = false }: { file: File; large?: boolean }) {
  const url = useObjectUrl(isPdf(file) ? null : file);
  if (large && url) {
    return (
      <Flex direction="column" gap="2" className="upload-chosen-photo">
        <img src={url} alt={`Preview of ${file.name}`} />
      </Flex>
    );
  }
  return (
    <div className="upload-chosen" aria-label="Chosen file">
      {url ? (
        <img src={url} alt={`Preview of ${file.name}`} />
      ) : (
        <span className="upload-file-icon" aria-hidden="true">
          <FileTextIcon width={28} height={28} />
        </span>
      )}
      <Flex direction="column" minWidth="0">
        <Text size="2" weight="medium" className="upload-file-name">
          {file.name}
        </Text>
        <Text size="1" color="gray">
          {sizeText(file.size)}
        </Text>
      </Flex>
    </div>
  );
}

/** A refusal or failure, announced to screen readers. */
export function UploadProblem({ text }: { text: string }) {
  return (
    <Callout.Root color="red" role="alert" size="1">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}

/**
 * The upload progress bar with the percentage in words. Once every byte is sent the server scans the file for
 * viruses before keeping it (and waits for its scanner when that is away): 'Checking your file...' until it answers.
 */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  const sent = fraction >= 1;
  return (
    <Flex direction="column" gap="1">
      {/* Sent: how long the check takes is unknown, so the bar moves without a value. */}
      <Progress value={sent ? undefined : percent} max={100} size="3" aria-label="Upload progress" duration={sent ? '10s' : undefined} />
      <Text size="2" color="gray" aria-live="polite">
        {sent ? FILE_MESSAGES.checking : `Uploading… ${percent}%`}
      </Text>
    </Flex>
  );
}
