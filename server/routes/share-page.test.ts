import { describe, expect, it } from 'vitest';
import { shareMetaTags } from './share-page.ts';

describe('shareMetaTags', () => {
  it('writes Open Graph and Twitter tags with a large image card', () => {
    const html = shareMetaTags({
      title: 'T',
      description: 'D',
      url: 'https://x/share/a',
      image: 'https://x/p.jpg',
    });
    expect(html).toContain('<meta property="og:title" content="T">');
    expect(html).toContain('<meta property="og:image" content="https://x/p.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('escapes values so page content cannot inject markup', () => {
    const html = shareMetaTags({ title: '"><script>alert(1)</script>', description: 'a & b', url: 'u' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });
});
