/** The training folder's photos (paths inside it) the fake camera's clips are made of, for the e2e tests and the bench. */
export const CLIP_PHOTOS = {
  /** Cleaned dog jaws: teeth and a gum line the gate accepts ("gums in view"). */
  mouth: ['dog-jaw/dog-jaw-001.jpg', 'dog-jaw/dog-jaw-002.jpg', 'dog-jaw/dog-jaw-003.jpg'],
  /** Ordinary dog photos with the mouth closed ("no mouth in view"). */
  closedMouth: ['dog-photo/dog-photo-002.jpg', 'dog-photo/dog-photo-003.jpg', 'dog-photo/dog-photo-004.jpg'],
};
