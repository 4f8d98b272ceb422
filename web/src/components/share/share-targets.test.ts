import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '#common/brand.ts';
import { SOCIAL_LABELS, type SocialPlatform, socialShareUrl } from './share-targets.ts';

const SHARE_URL = 'https://pawsmile.example/share/abc?x=1&y=2';

describe('socialShareUrl', () => {
  it('opens each network’s own share page with the link encoded', () => {
    const tweet = new URL(socialShareUrl('twitter', SHARE_URL));
    expect(tweet.origin + tweet.pathname).toBe('https://twitter.com/intent/tweet');
    const facebook = new URL(socialShareUrl('facebook', SHARE_URL));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(SHARE_URL);
  });

  it('calls the result a screening and carries the link, never in the wrong parameter', () => {
    const tweet = new URL(socialShareUrl('twitter', SHARE_URL));
    expect(tweet.searchParams.get('url')).toBe(SHARE_URL);
    expect(tweet.searchParams.get('text')).toBe(`My pet’s dental photo screening from ${PRODUCT_NAME}`);
    const whatsapp = new URL(socialShareUrl('whatsapp', SHARE_URL));
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(
      `My pet’s dental photo screening from ${PRODUCT_NAME} ${SHARE_URL}`,
    );
  });

  it('has a label for every network', () => {
    for (const platform of Object.keys(SOCIAL_LABELS) as SocialPlatform[]) {
      expect(socialShareUrl(platform, SHARE_URL)).toMatch(/^https:\/\//);
    }
    expect(Object.values(SOCIAL_LABELS)).toEqual(['Twitter', 'Facebook', 'WhatsApp']);
  });
});
