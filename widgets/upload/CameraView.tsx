import { useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { CameraIcon } from '@radix-ui/react-icons';
import { captureFrame, openCamera, stopCamera, type CameraFacing } from './camera';

export interface CameraViewProps {
  facing: CameraFacing;
  /** Name of the photo file made (a selfie is 'selfie.jpg'). */
  fileName: string;
  onCapture(file: File): void;
  /** No camera, or the user refused it: the caller offers a file instead. */
  onUnavailable(reason: string): void;
}

type CameraState = 'starting' | 'live' | 'capturing';

/**
 * A live camera preview with a capture button. The camera is on only while this is shown: it starts on mount and
 * every track is stopped on unmount, so the phone's camera light goes out when the dialog closes.
 */
export function CameraView({ facing, fileName, onCapture, onUnavailable }: CameraViewProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [error, setError] = useState<string | null>(null);
  const callbacks = useRef({ onUnavailable });
  callbacks.current = { onUnavailable };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    openCamera(facing).then(
      (opened) => {
        if (cancelled) {
          stopCamera(opened);
          return;
        }
        stream = opened;
        const video = videoRef.current;
        try {
          if (video) video.srcObject = opened;
        } catch {
          // A browser that cannot show a stream in a video element cannot take the photo either.
          stopCamera(opened);
          stream = null;
          callbacks.current.onUnavailable('This browser cannot show the camera.');
          return;
        }
        // Autoplay of a muted inline video is allowed everywhere; the promise is only informative.
        void video?.play?.()?.catch(() => undefined);
        setState('live');
      },
      (reason: unknown) => {
        if (cancelled) return;
        const denied = reason instanceof DOMException && reason.name === 'NotAllowedError';
        callbacks.current.onUnavailable(
          denied ? 'The camera is blocked for this site.' : 'No camera is available on this device.',
        );
      },
    );
    return () => {
      cancelled = true;
      stopCamera(stream);
    };
  }, [facing]);

  const capture = async () => {
    const video = videoRef.current;
    if (!video) return;
    setState('capturing');
    setError(null);
    try {
      onCapture(await captureFrame(video, fileName, facing === 'user'));
    } catch (captureError) {
      setError(captureError instanceof Error ? captureError.message : 'The photo could not be taken.');
    } finally {
      setState('live');
    }
  };

  return (
    <Flex direction="column" gap="3">
      <Box className="upload-camera" data-facing={facing}>
        <video ref={videoRef} autoPlay playsInline muted aria-label="Camera preview" />
        {state === 'starting' && (
          <Flex className="upload-camera-overlay" align="center" justify="center" gap="2">
            <Spinner /> <Text size="2">Starting the camera…</Text>
          </Flex>
        )}
      </Box>
      {error && (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      )}
      <Button type="button" size="3" onClick={capture} disabled={state !== 'live'}>
        <CameraIcon /> Take photo
      </Button>
    </Flex>
  );
}
