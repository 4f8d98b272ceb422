import { PRODUCT_NAME } from '#common/brand.ts';
import { SHARE_TARGET_ACTION, SHARE_TARGET_FILE_FIELD } from '#common/share-target.ts';
import { ACCEPTED_IMAGE_TYPES } from '#common/uploads.ts';
import { BACKGROUND_COLOUR, THEME_COLOUR } from './app-colours.ts';

/** Served as /manifest.webmanifest; every page's head links it (web/index.html). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The PNG icons the build renders from the logo (scripts/build/pwa-assets.ts). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', size: 192, shape: 'any', purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, shape: 'any', purpose: 'any' },
  { src: '/icons/maskable-192.png', size: 192, shape: 'full-bleed', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', size: 512, shape: 'full-bleed', purpose: 'maskable' },
] as const;
/** iOS ignores the manifest's icons and rounds this square itself (web/index.html links it). */
export const APPLE_TOUCH_ICON = {
  src: '/icons/apple-touch-icon.png',
  size: 180,
  shape: 'full-bleed',
} as const;

/** The extensions beside the types, for share sheets that match on a file's name. */
const SHARED_PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/**
 * The web app manifest (docs/product-rules.md#installed-app): installable to the home screen, opens
 * standalone on the scanner, and offered in the phone's share sheet for the photo types the server
 * accepts (common/uploads.ts).
 */
export function buildWebManifest() {
  return {
    id: '/',
    name: `${PRODUCT_NAME}: pet dental check`,
    short_name: PRODUCT_NAME,
    description:
      "Screen a photo of your dog's or cat's gums and teeth and get care advice. Screening, not diagnosis.",
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['health', 'lifestyle'],
    icons: APP_ICONS.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
    share_target: {
      action: SHARE_TARGET_ACTION,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        files: [
          { name: SHARE_TARGET_FILE_FIELD, accept: [...ACCEPTED_IMAGE_TYPES, ...SHARED_PHOTO_EXTENSIONS] },
        ],
      },
    },
  };
}
