import { describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, pageStateScript, readPageState, type ServerPageState } from './page-state.ts';

/** A page holding `html`, as far as readPageState looks: the state element's text. */
function pageWith(html: string): Pick<Document, 'getElementById'> {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return {
    getElementById: (id) =>
      id === PAGE_STATE_ELEMENT_ID && match ? ({ textContent: match[1] } as HTMLElement) : null,
  };
}

describe('page state', () => {
  it('survives the trip through the page, a closing script tag in a value included', () => {
    const state: ServerPageState = {
      queries: { mutations: [], queries: [] },
      loaderData: { share: '</script><script>alert(1)</script>' },
    };
    const script = pageStateScript(state);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageState(pageWith(`<div id="root"></div>${script}`))).toEqual(state);
  });

  it('is null on a page the browser renders, or when the element holds no JSON', () => {
    expect(readPageState(pageWith('<div id="root"></div>'))).toBeNull();
    expect(
      readPageState(pageWith(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">{</script>`)),
    ).toBeNull();
  });
});
