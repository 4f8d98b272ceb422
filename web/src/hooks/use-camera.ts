import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraConstraints, PORTRAIT_PHONE_QUERY } from './camera-constraints.ts';
import { toast } from './use-toast.ts';

export type CameraState = 'closed' | 'opening' | 'ready';
/** Some browsers never fire loadedmetadata for a live stream; the button is enabled anyway after this. */
const FORCE_READY_MS = 3000;
const JPEG_QUALITY = 0.8;

export function canUseLiveCamera(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A live camera preview (closed → opening → ready) that captures one JPEG File.
 * Pass `videoRef` to the <video> element; the stream attaches whenever both exist.
 */
export function useCamera(onCapture: (file: File) => void) {
  const [state, setState] = useState<CameraState>('closed');
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  /** Bumped on every open and close, so a permission prompt answered after Cancel cannot revive the camera. */
  const sessionRef = useRef(0);

  const close = useCallback(() => {
    sessionRef.current += 1;
    window.clearTimeout(timerRef.current);
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('closed');
  }, []);

  const attach = useCallback(() => {
    const video = videoRef.current;
    const stream = streamRef.current;
    if (!video || !stream || video.srcObject === stream) return;
    video.srcObject = stream;
    video.onerror = () =>
      toast({
        title: 'Failed to load camera feed',
        description: 'Try again, or use file upload.',
        variant: 'error',
      });
    video.onloadedmetadata = () => {
      setState((current) => (current === 'opening' ? 'ready' : current));
      video.play().catch((error: unknown) => {
        // Closing the dialog while play() is pending aborts it; that is not a failure.
        if (streamRef.current && !(error instanceof DOMException && error.name === 'AbortError')) {
          toast({
            title: 'Failed to load camera feed',
            description: 'Try again, or use file upload.',
            variant: 'error',
          });
        }
      });
    };
  }, []);

  const videoCallbackRef = useCallback(
    (element: HTMLVideoElement | null) => {
      videoRef.current = element;
      attach();
    },
    [attach],
  );

  const open = useCallback(async () => {
    sessionRef.current += 1;
    const session = sessionRef.current;
    setState('opening');
    let stream: MediaStream;
    try {
      const isPortraitPhone = window.matchMedia(PORTRAIT_PHONE_QUERY).matches;
      stream = await navigator.mediaDevices.getUserMedia(cameraConstraints(isPortraitPhone));
    } catch {
      if (session !== sessionRef.current) return;
      setState('closed');
      toast({
        title: 'Camera Access Denied',
        description: 'Unable to access camera. Please check permissions or use file upload.',
        variant: 'error',
      });
      return;
    }
    if (session !== sessionRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    attach();
    timerRef.current = window.setTimeout(
      () => setState((current) => (current === 'opening' ? 'ready' : current)),
      FORCE_READY_MS,
    );
  }, [attach]);

  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video || !streamRef.current) {
      toast({
        title: 'Camera not ready',
        description: 'Please wait for the camera to start.',
        variant: 'error',
      });
      return;
    }
    if (video.videoWidth === 0 || video.videoHeight === 0) {
      toast({
        title: 'Camera not ready',
        description: 'Video not ready. Please wait and try again.',
        variant: 'error',
      });
      return;
    }
    try {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext('2d')?.drawImage(video, 0, 0);
      const blob = await toJpeg(canvas);
      if (!blob) throw new Error('The browser could not encode the photo');
      const file = new File([blob], `pet-photo-${Date.now()}.jpg`, { type: 'image/jpeg' });
      close();
      toast({
        title: 'Photo Captured',
        description: 'Check the photo, then analyze it.',
        variant: 'success',
      });
      onCapture(file);
    } catch {
      toast({ title: 'Capture Error', description: 'Failed to capture photo', variant: 'error' });
    }
  }, [close, onCapture]);

  // Never leave the camera light on after the widget goes away.
  useEffect(() => close, [close]);

  return { state, open, close, capture, videoRef: videoCallbackRef };
}
