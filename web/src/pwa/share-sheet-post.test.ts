import { describe, expect, it } from 'vitest';
import { isFromShareSheet, isSharePost, type RequestInitiator } from './share-sheet-post.ts';
import { buildWebManifest } from './web-manifest.ts';

const ORIGIN = 'https://pawsmile.example';
/** The address the phone's share sheet posts to: the manifest's own action. */
const SHARE_SHEET_URL = new URL(buildWebManifest().share_target.action, ORIGIN).href;
const fromSheet = (url: string, referrer = '', initiator: RequestInitiator = 'none') =>
  isFromShareSheet({ url: new URL(url, ORIGIN), referrer, initiator, origin: ORIGIN });

describe('isFromShareSheet (only the share sheet hands the scanner a photo)', () => {
  it('takes the share sheet’s post: the manifest’s action, no referrer, no page behind it', () => {
    expect(fromSheet(SHARE_SHEET_URL)).toBe(true);
    // A post from one of the app's own pages is the app's own doing.
    expect(fromSheet(SHARE_SHEET_URL, `${ORIGIN}/pets`, 'own-page')).toBe(true);
    expect(fromSheet(SHARE_SHEET_URL, '', 'own-page')).toBe(true);
  });

  it('refuses another site’s form, by its referrer or, when it hides that, by its page', () => {
    expect(fromSheet(SHARE_SHEET_URL, 'https://evil.example/', 'other-site')).toBe(false);
    expect(fromSheet(SHARE_SHEET_URL, '', 'other-site')).toBe(false);
    expect(fromSheet(SHARE_SHEET_URL, 'https://evil.example/page?x=1')).toBe(false);
    // A look-alike host or another port of ours is another site too.
    expect(fromSheet(SHARE_SHEET_URL, 'https://pawsmile.example.evil.example/')).toBe(false);
    expect(fromSheet(SHARE_SHEET_URL, 'https://pawsmile.example:8443/')).toBe(false);
    expect(fromSheet(SHARE_SHEET_URL, 'about:client')).toBe(false);
  });

  it('refuses a post without the share sheet’s marker, even with no referrer and no page', () => {
    expect(fromSheet('/share-target')).toBe(false);
    expect(fromSheet('/share-target?via=somewhere-else')).toBe(false);
    expect(fromSheet('/share-target?photo=1')).toBe(false);
  });
});

describe('isSharePost', () => {
  const post = (url: string, method = 'POST') =>
    isSharePost({ method, url: new URL(url, ORIGIN), origin: ORIGIN });

  it('is a POST to the share target of this origin, with or without the marker', () => {
    expect(post(SHARE_SHEET_URL)).toBe(true);
    expect(post('/share-target')).toBe(true);
    expect(post(SHARE_SHEET_URL, 'GET')).toBe(false);
    expect(post('/share-target/more?via=share-sheet')).toBe(false);
    expect(post('/api/scans')).toBe(false);
    expect(post('https://evil.example/share-target?via=share-sheet')).toBe(false);
  });
});
