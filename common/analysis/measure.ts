import { imageLuma, imageToLab, type TLabImage, type TRgbImage } from '#common/analysis/colour.ts';
import { measureFeatures, type TReadings } from '#common/analysis/features.ts';
import { checkMouth, type TMouthCheck } from '#common/analysis/mouth-check.ts';
import { extractFeatures, type TFeatures } from '#common/analysis/photo-features.ts';
import { gradeQuality, measureQuality, type TQualityResult } from '#common/analysis/quality.ts';
import { segment, type TSegmentation } from '#common/analysis/segment.ts';
import { estimateWhiteBalance, type TWhiteBalance } from '#common/analysis/white-balance.ts';

/** Everything measured on one photo before any decision: the input of the gate and the graders. */
export type TMeasurement = {
  lab: TLabImage;
  balance: TWhiteBalance;
  quality: TQualityResult;
  segmentation: TSegmentation;
  mouth: TMouthCheck;
  readings: TReadings;
  features: TFeatures;
};

/**
 * Decoded RGB (about 512 px on its longest side) to Lab, pixel classes, readings and the feature
 * vector. Shared by the analyser and by `npm run train`, so the models learn from exactly what
 * they will see.
 */
export function measurePhoto(image: TRgbImage): TMeasurement {
  if (image.channels !== 3 || image.data.length < image.width * image.height * 3) {
    throw new Error('measurePhoto needs packed 3-channel RGB pixels');
  }
  const luma = imageLuma(image);
  const balance = estimateWhiteBalance(image);
  const quality = gradeQuality(image, measureQuality(image, luma), balance);
  const lab = imageToLab(image, balance.gains);
  const segmentation = segment(lab);
  const mouth = checkMouth(segmentation, quality.readings.flatShare);
  const readings = measureFeatures(lab, segmentation);
  const features = extractFeatures({
    lab,
    luma,
    seg: segmentation,
    quality: quality.readings,
    balance,
    mouth,
    readings,
  });
  return { lab, balance, quality, segmentation, mouth, readings, features };
}
