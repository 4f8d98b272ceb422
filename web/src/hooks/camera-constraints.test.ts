import { describe, expect, it } from 'vitest';
import { cameraConstraints } from './camera-constraints.ts';

describe('cameraConstraints', () => {
  it('asks an upright phone for a portrait frame from the rear camera', () => {
    const video = cameraConstraints(true).video as MediaTrackConstraints;
    expect(video.facingMode).toBe('environment');
    expect(video.width).toEqual({ ideal: 1440 });
    expect(video.height).toEqual({ ideal: 1920 });
  });

  it('keeps the landscape 1280x720 ideal elsewhere, without audio', () => {
    const constraints = cameraConstraints(false);
    expect(constraints.audio).toBe(false);
    expect(constraints.video).toEqual({
      facingMode: 'environment',
      width: { ideal: 1280 },
      height: { ideal: 720 },
    });
  });
});
