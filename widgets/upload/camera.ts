// The camera, where the browser offers one. getUserMedia needs a secure context (https or localhost) and a device
// with a camera; everywhere else the file managers fall back to a file input, which on a phone opens its camera app
// (`capture`) and elsewhere the file chooser.

export type CameraFacing = 'user' | 'environment';

/** The browser can be asked for a live camera (it may still refuse: no camera, permission denied). */
export function liveCameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * A phone or tablet: a file input with `capture` opens the device's own camera app, which focuses and exposes a
 * document better than a video frame does, so documents use it there.
 */
export function touchFirstDevice(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;
}

export function openCamera(facing: CameraFacing): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    // Ideal, not exact: a laptop's only camera faces the user and must still be usable for a document.
    video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } },
  });
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The video's current frame as a JPEG file (what the server stores for a selfie: a jpg). */
export function captureFrame(video: HTMLVideoElement, fileName: string, mirror: boolean): Promise<File> {
  const width = video.videoWidth || video.clientWidth || 640;
  const height = video.videoHeight || video.clientHeight || 480;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot take a photo here. Choose a file instead.'));
  if (mirror) {
    // The preview of a front camera is mirrored (as people expect); the photo is kept the same way round.
    context.translate(width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(new File([blob], fileName, { type: 'image/jpeg', lastModified: Date.now() }))
          : reject(new Error('The photo could not be taken. Please try again.')),
      'image/jpeg',
      0.9,
    );
  });
}
