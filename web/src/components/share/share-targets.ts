import { PRODUCT_NAME } from '#common/brand.ts';

export type SharePlatform = 'link' | 'twitter' | 'facebook' | 'whatsapp';
export type SocialPlatform = Exclude<SharePlatform, 'link'>;

export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
};

/** Says what it is (a screening), so a shared link is not read as a diagnosis. */
const SHARE_TEXT = `My pet’s dental photo screening from ${PRODUCT_NAME}`;

/**
 * The public share pages of each network: tweet intent, Facebook sharer, WhatsApp message
 * (docs/product-rules.md#sharing).
 */
export function socialShareUrl(platform: SocialPlatform, shareUrl: string): string {
  const url = encodeURIComponent(shareUrl);
  const text = encodeURIComponent(SHARE_TEXT);
  switch (platform) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${shareUrl}`)}`;
  }
}
