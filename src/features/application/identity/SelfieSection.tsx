// The self-captured image section (order-and-application §2.3), shown only when the order asks for a selfie: its
// state, and the button that opens the selfie capture modal.
import { Badge, Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { CameraIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import type { SelfieView } from './identityModel';

export interface SelfieSectionProps {
  selfie: SelfieView;
  onCapture(): void;
  onPreview(): void;
}

/** The selfie's state as its badge says it: required only of a user who must provide it. */
function selfieBadge(selfie: SelfieView): { label: 'Completed' | 'Required' | 'Optional'; color: 'green' | 'orange' | 'gray' } {
  if (selfie.location !== '') return { label: 'Completed', color: 'green' };
  return selfie.required ? { label: 'Required', color: 'orange' } : { label: 'Optional', color: 'gray' };
}

export function SelfieSection({ selfie, onCapture, onPreview }: SelfieSectionProps) {
  if (!selfie.shown) return null;
  const loaded = selfie.location !== '';
  const badge = selfieBadge(selfie);
  return (
    <Card size="2" asChild>
      <section aria-labelledby="identity-selfie-title">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="2">
          <Heading as="h2" size="4" id="identity-selfie-title">
            Photo of yourself
          </Heading>
          <Badge color={badge.color} variant="soft" size="2">
            {badge.label}
          </Badge>
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          {loaded
            ? 'Your photo is stored. You can take it again if it is blurred or your face is covered.'
            : 'We match a photo of your face with your photo ID. Take it now with your camera, or choose a recent photo.'}
          {!loaded && !selfie.required && ' As you complete this form for the applicant, the photo is optional.'}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button type="button" size="3" onClick={onCapture} variant={loaded ? 'soft' : 'solid'}>
            <CameraIcon aria-hidden="true" /> {loaded ? 'Retake photo' : 'Take photo'}
          </Button>
          {loaded && (
            <IconButton type="button" size="3" variant="soft" color="gray" aria-label="View your photo" onClick={onPreview}>
              <EyeOpenIcon />
            </IconButton>
          )}
        </Flex>
      </section>
    </Card>
  );
}
