import { describe, expect, it } from 'vitest';
import { decideSharePost } from './share-sheet-post.ts';
import { buildWebManifest } from './web-manifest.ts';

const ORIGIN = 'https://pawsmile.example';
/** The address the phone's share sheet posts to: the manifest's own action. */
const SHARE_SHEET_URL = new URL(buildWebManifest().share_target.action, ORIGIN).href;
const post = (url: string, referrer = '', method = 'POST') =>
  decideSharePost({ method, url: new URL(url, ORIGIN), referrer, origin: ORIGIN });

describe('decideSharePost (issue 32 #3: only the share sheet hands the scanner a photo)', () => {
  it('receives the share sheet’s post: the manifest’s action, with no referrer', () => {
    expect(post(SHARE_SHEET_URL)).toBe('receive');
    // A post from one of the app's own pages names it, and is the app's own doing.
    expect(post(SHARE_SHEET_URL, `${ORIGIN}/pets`)).toBe('receive');
  });

  it('refuses another site’s form, which names that site as its referrer', () => {
    expect(post(SHARE_SHEET_URL, 'https://evil.example/')).toBe('refuse');
    expect(post(SHARE_SHEET_URL, 'https://evil.example/page?x=1')).toBe('refuse');
    // A look-alike host or another port of ours is another site too.
    expect(post(SHARE_SHEET_URL, 'https://pawsmile.example.evil.example/')).toBe('refuse');
    expect(post(SHARE_SHEET_URL, 'https://pawsmile.example:8443/')).toBe('refuse');
    expect(post(SHARE_SHEET_URL, 'about:client')).toBe('refuse');
  });

  it('refuses a post without the share sheet’s marker, even with no referrer', () => {
    expect(post('/share-target')).toBe('refuse');
    expect(post('/share-target?via=somewhere-else')).toBe('refuse');
    expect(post('/share-target?photo=1')).toBe('refuse');
  });

  it('leaves every other request alone', () => {
    expect(post(SHARE_SHEET_URL, '', 'GET')).toBeNull();
    expect(post('/api/scans')).toBeNull();
    expect(post('/share-target/more?via=share-sheet')).toBeNull();
    expect(post('https://evil.example/share-target?via=share-sheet')).toBeNull();
  });
});
