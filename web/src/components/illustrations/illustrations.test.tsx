import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentProps, ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CatIllustration } from './cat-illustration.tsx';
import { DogIllustration } from './dog-illustration.tsx';
import { GuideDaylight } from './guide-daylight.tsx';
import { GuideFrameTeeth } from './guide-frame-teeth.tsx';
import { GuideLiftLip } from './guide-lift-lip.tsx';
import { GuideSteady } from './guide-steady.tsx';
import { PhotoGuide } from './photo-guide.tsx';
import { StepAnalyseIllustration } from './step-analyse-illustration.tsx';
import { StepPhotoIllustration } from './step-photo-illustration.tsx';
import { StepVerdictIllustration } from './step-verdict-illustration.tsx';

type Art = ComponentType<ComponentProps<'svg'>>;

const DECORATIVE: Record<string, Art> = {
  DogIllustration,
  CatIllustration,
  StepPhotoIllustration,
  StepAnalyseIllustration,
  StepVerdictIllustration,
};
const INFORMATIVE: Record<string, Art> = { GuideLiftLip, GuideFrameTeeth, GuideDaylight, GuideSteady };

/** The landing page is held to a JavaScript budget: each drawing stays a few simple paths. */
const MAX_SOURCE_BYTES = 3_000;

const folder = import.meta.dirname;
const sources = readdirSync(folder).filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'));

describe('illustrations', () => {
  it.each(Object.entries(DECORATIVE))('%s is hidden from assistive technology', (_, Art) => {
    const html = renderToStaticMarkup(<Art className="size-10" />);
    expect(html).toMatch(/^<svg[^>]* aria-hidden="true"/);
    expect(html).toContain('class="size-10"');
    expect(html).not.toContain('role=');
  });

  it.each(Object.entries(INFORMATIVE))('%s is an image named by its title', (_, Art) => {
    const html = renderToStaticMarkup(<Art />);
    const labelledBy = html.match(/^<svg[^>]* role="img" aria-labelledby="([^"]+)"/)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`<title id="${labelledBy}">[^<]{20,}</title>`));
  });

  it('the photo guide is a list of four drawn, captioned steps', () => {
    const html = renderToStaticMarkup(<PhotoGuide aria-labelledby="guide" />);
    expect(html).toMatch(/^<ol[^>]* aria-labelledby="guide"/);
    expect(html.match(/<li/g)).toHaveLength(4);
    expect(html.match(/role="img"/g)).toHaveLength(4);
    for (const caption of ['Lift the lip at the side', 'gum line', 'daylight', 'calm']) {
      expect(html).toContain(caption);
    }
  });

  it.each(sources)('%s is small, self-contained vector art', (name) => {
    const path = join(folder, name);
    const source = readFileSync(path, 'utf8');
    expect(statSync(path).size).toBeLessThanOrEqual(MAX_SOURCE_BYTES);
    // No embedded bitmaps, external files or network fonts: everything is drawn here.
    expect(source).not.toMatch(/<image|<use|href=|url\(|base64|https?:|<text/);
  });
});
