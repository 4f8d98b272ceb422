/**
 * The element that holds the landing page's sections under the hero (below-the-hero.tsx): the page
 * watches it to load their chunk (components/hydrate-when-visible.tsx). In a module of its own, so the
 * first load need not import that chunk to know it.
 */
export const BELOW_THE_HERO_SELECTOR = '[data-landing-part="below-the-hero"]';
