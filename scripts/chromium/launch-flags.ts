/** Headless Chromium as root, without background traffic: how the e2e tests and the benches launch it. */
export const HEADLESS_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * A fake camera whose permission is granted without a prompt: a moving test pattern, or with `clip`
 * a Y4M file played in a loop (scripts/fake-camera/camera-clip.ts).
 */
export function fakeCameraFlags(clip?: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(clip ? [`--use-file-for-fake-video-capture=${clip}`] : []),
  ];
}
