import { useEffect, useRef, useState } from 'react';
import { Box, Button, Callout, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon, Pencil2Icon } from '@radix-ui/react-icons';
import type SignatureCanvasExport from 'react-signature-canvas';
import type { WidgetProps } from '@rjsf/utils';
import { commitValue } from '../commit';
import { DeveloperError } from '../templates/DeveloperError';
import { uploadFailureText } from '../upload/uploadFailure';
import { StatusField } from './StatusField';

type SignaturePad = InstanceType<typeof SignatureCanvasExport>;

// The pad (react-signature-canvas over signature_pad, 5 KiB gzip) is drawn only in the dialog, so its code loads apart
// from the widget's: when the widget is first shown, before anyone opens the dialog.
let SignatureCanvas: typeof SignatureCanvasExport | undefined;
let padLoading: Promise<void> | undefined;

/** Loads the pad's code (once); the registry waits for it with the widget's (widgets/registry.ts). */
export function preloadSignaturePad(): Promise<void> {
  return (padLoading ??= import('react-signature-canvas').then(
    (module) => {
      // react-signature-canvas 1.0 is a UMD bundle whose exports object holds the component under `default`. Bundlers
      // differ on unwrapping it (Vitest does, Vite's browser build does not), so unwrap it here.
      const exported = module.default as typeof SignatureCanvasExport & { default?: typeof SignatureCanvasExport };
      SignatureCanvas = exported.default ?? exported;
    },
    (error: unknown) => {
      padLoading = undefined;
      throw error;
    },
  ));
}

/** Said in the dialog when the pad's code cannot be fetched (typing the name still works). */
export const PAD_UNAVAILABLE = 'The signature pad could not be loaded: type your full name below, or reload the page.';

/** Signature pen colour is blue (order-and-application §9). */
export const SIGNATURE_PEN_COLOR = 'blue';

/**
 * Uploads a drawn signature and resolves with the location the server stored it at; the widget stores that location
 * as the field value. Injected by the page through `formContext.uploadSignature`, so the widget knows no API.
 * @param dataUrlPng - the drawing as a `data:image/png;base64,...` URL
 * @param fieldId - the field's FieldID: `ui:options.fieldId` (set by the engine), else the schema property name
 */
export type UploadSignature = (dataUrlPng: string, fieldId: string) => Promise<string>;

/** Said under Upload while there is nothing to upload. */
export const NOTHING_TO_UPLOAD = 'Sign in the box or type your full name: Upload is ready once there is a signature.';

/** The size a pad's drawing was made at (CSS pixels). */
type PadSize = { width: number; height: number };

/**
 * Fits the pad's canvas to its box after a resize or a rotation and draws the strokes again, scaled to the new box
 * (react-signature-canvas would clear them: its clearOnResize is off). Answers the size now drawn at.
 */
export function refitPad(pad: SignaturePad, drawnAt: PadSize | null): PadSize | null {
  const canvas = pad.getCanvas();
  const size = { width: canvas.offsetWidth, height: canvas.offsetHeight };
  if (size.width === 0 || size.height === 0) return drawnAt;
  // The first measure is the size the pad was mounted at (it sized its canvas then): nothing to redraw.
  if (!drawnAt) return size;
  if (drawnAt.width === size.width && drawnAt.height === size.height) return drawnAt;
  const strokes = pad.toData();
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = size.width * ratio;
  canvas.height = size.height * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  if (strokes.length > 0) {
    // One scale for both axes, so the signature keeps its shape and fits the new box.
    const scale = Math.min(size.width / drawnAt.width, size.height / drawnAt.height);
    pad.fromData(strokes.map((stroke) => stroke.map((point) => ({ ...point, x: point.x * scale, y: point.y * scale }))));
  }
  return size;
}

/** While the pad is open: refits it on every resize of its box (a phone turned) or of the window. */
function useRefitOnResize(padRef: { current: SignaturePad | null }, active: boolean) {
  useEffect(() => {
    if (!active) return;
    let drawnAt: PadSize | null = null;
    let frame = 0;
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (padRef.current) drawnAt = refitPad(padRef.current, drawnAt);
      });
    };
    // The pad mounts with the dialog: measure it once it is there.
    refit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(refit) : null;
    const watch = requestAnimationFrame(() => {
      const canvas = padRef.current?.getCanvas();
      if (canvas && observer) observer.observe(canvas);
    });
    window.addEventListener('resize', refit);
    window.addEventListener('orientationchange', refit);
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(watch);
      observer?.disconnect();
      window.removeEventListener('resize', refit);
      window.removeEventListener('orientationchange', refit);
    };
  }, [padRef, active]);
}

/** The pad's state in the dialog: nothing drawn yet, or a drawing ready to upload. */
type PadState = 'empty' | 'filled';

/** A script face the system has (no web font: the page loads no font files); `cursive` is the generic fallback. */
const SCRIPT_FONT = '"Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';
/** Written under a typed signature, in the stored image: the image itself says it was typed, not drawn. */
export const TYPED_SIGNATURE_MARK = 'Typed signature';

/**
 * A typed signature as a PNG data URL: the name in a script font in the pen colour, and the mark underneath. For
 * people who cannot draw with a pointer (WCAG 2.1.1): the server stores it as it stores a drawing.
 */
export function typedSignaturePng(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 200;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the typed signature.');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = SIGNATURE_PEN_COLOR;
  // The largest size up to 64 px at which the name fits the width.
  let size = 64;
  do {
    context.font = `${size}px ${SCRIPT_FONT}`;
    size -= 4;
  } while (size > 16 && context.measureText(name).width > canvas.width - 40);
  context.fillText(name, canvas.width / 2, 90);
  context.font = '16px sans-serif';
  context.fillStyle = '#555';
  context.fillText(TYPED_SIGNATURE_MARK, canvas.width / 2, 170);
  return canvas.toDataURL('image/png');
}

/**
 * The signature states of the spec: empty, filled (after drawing), loaded (after upload, the field holds the
 * location). The box shows 'Signature complete' once loaded; the dialog offers CLEAR SIGNATURE, Cancel and Upload,
 * and Upload is enabled only when something is drawn.
 */
export default function SignatureWidget(props: WidgetProps) {
  const { name, value, disabled, readonly, label, options, registry } = props;
  const uploadSignature: unknown = registry.formContext?.uploadSignature;
  const fieldId = typeof options.fieldId === 'string' ? options.fieldId : name;
  const loaded = typeof value === 'string' && value !== '';
  const [open, setOpen] = useState(false);
  const [padState, setPadState] = useState<PadState>('empty');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A typed name instead of a drawing; one or the other, never both: typing clears the pad, drawing the name.
  const [typed, setTyped] = useState('');
  const padRef = useRef<SignaturePad>(null);
  const typedName = typed.trim();
  const [padReady, setPadReady] = useState(() => SignatureCanvas !== undefined);
  useRefitOnResize(padRef, open && padReady);
  useEffect(() => {
    if (padReady) return;
    let live = true;
    preloadSignaturePad().then(
      () => live && setPadReady(true),
      () => live && setError(PAD_UNAVAILABLE),
    );
    return () => {
      live = false;
    };
  }, [padReady]);

  if (typeof uploadSignature !== 'function') {
    return (
      <DeveloperError>
        the signature field “{label}” needs formContext.uploadSignature(dataUrlPng, fieldId) from the page.
      </DeveloperError>
    );
  }

  const nothingToUpload = padState !== 'filled' && !typedName;

  const onOpenChange = (next: boolean) => {
    if (uploading) return;
    setOpen(next);
    setPadState('empty');
    setTyped('');
    setError(null);
  };

  const clear = () => {
    padRef.current?.clear();
    setPadState('empty');
    setTyped('');
  };

  const type = (text: string) => {
    setTyped(text);
    if (padState === 'filled') {
      padRef.current?.clear();
      setPadState('empty');
    }
  };

  const upload = async () => {
    const pad = padRef.current;
    const png = typedName ? typedSignaturePng(typedName) : pad && !pad.isEmpty() ? pad.toDataURL('image/png') : null;
    if (!png) return;
    setUploading(true);
    setError(null);
    try {
      const location = await (uploadSignature as UploadSignature)(png, fieldId);
      commitValue(props, location);
      setOpen(false);
      setPadState('empty');
      setTyped('');
    } catch (uploadError) {
      setError(uploadFailureText(uploadError));
    } finally {
      setUploading(false);
    }
  };

  return (
    <StatusField widget={props} loaded={loaded} loadedText="Signature complete" pendingText="Signature pending">
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Box>
          <Dialog.Trigger>
            <Button type="button" size="3" variant="soft" disabled={disabled || readonly}>
              <Pencil2Icon />
              {loaded ? 'Sign again' : 'Sign'}
            </Button>
          </Dialog.Trigger>
        </Box>
        <Dialog.Content maxWidth="600px">
          <Dialog.Title>{label}</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="3">
            Sign inside the box with your finger or the mouse, or type your full name below.
          </Dialog.Description>
          <Box className="engine-signature-pad">
            {padReady && SignatureCanvas ? (
              <SignatureCanvas
                ref={padRef}
                penColor={SIGNATURE_PEN_COLOR}
                clearOnResize={false}
                onEnd={() => {
                  setPadState('filled');
                  setTyped('');
                }}
                canvasProps={{ role: 'img', 'aria-label': 'Signature pad', 'data-state': padState }}
              />
            ) : null}
          </Box>
          <Flex direction="column" gap="1" mt="3">
            <Text as="label" size="2" weight="medium" htmlFor={`${fieldId}-typed`}>
              Or type your full name
            </Text>
            <TextField.Root
              id={`${fieldId}-typed`}
              size="3"
              autoComplete="name"
              value={typed}
              onChange={(event) => type(event.target.value)}
              disabled={uploading}
            />
            {typedName && (
              // What will be stored: the name in the script face (the field above already says it to screen readers).
              <Text aria-hidden className="engine-signature-typed">
                {typedName}
              </Text>
            )}
          </Flex>
          {error && (
            <Callout.Root color="red" role="alert" mt="3">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          )}
          <Flex gap="3" mt="4" justify="between" wrap="wrap">
            <Button type="button" size="3" variant="soft" color="gray" onClick={clear} disabled={uploading}>
              CLEAR SIGNATURE
            </Button>
            <Flex gap="3">
              <Dialog.Close>
                <Button type="button" size="3" variant="soft" color="gray" disabled={uploading}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button
                type="button"
                size="3"
                onClick={upload}
                disabled={nothingToUpload || uploading}
                aria-describedby={nothingToUpload ? `${fieldId}-upload-why` : undefined}
              >
                {uploading ? 'Uploading…' : 'Upload'}
              </Button>
            </Flex>
          </Flex>
          {nothingToUpload && (
            <Text as="p" size="2" color="gray" mt="2" id={`${fieldId}-upload-why`}>
              {NOTHING_TO_UPLOAD}
            </Text>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </StatusField>
  );
}
