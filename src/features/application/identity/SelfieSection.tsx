// The self-captured image section (order-and-application §2.3), shown only when the order asks for a selfie: its
// state, and the button that opens the selfie capture modal.
import { Badge, Button, Card, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { CameraIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import type { SelfieView } from './identityModel';

export interface SelfieSectionProps {
  selfie: SelfieView;
  /** Client users completing the form for an applicant are exempt from the selfie (§6). */
  isClient: boolean;
  onCapture(): void;
  onPreview(): void;
}

export function SelfieSection({ selfie, isClient, onCapture, onPreview }: SelfieSectionProps) {
  if (!selfie.shown) return null;
  const loaded = selfie.location !== '';
  return (
    <Card size="2" asChild>
      <section aria-labelledby="identity-selfie-title">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="2">
          <Heading as="h3" size="4" id="identity-selfie-title">
            Photo of yourself
          </Heading>
          <Badge color={loaded ? 'green' : 'orange'} variant="soft" size="2">
            {loaded ? 'Completed' : 'Required'}
          </Badge>
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          {loaded
            ? 'Your photo is stored. You can take it again if it is blurred or your face is covered.'
            : 'We match a photo of your face with your photo ID. Take it now with your camera, or choose a recent photo.'}
          {isClient && !loaded && ' As you complete this form for the applicant, the photo is optional.'}
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
