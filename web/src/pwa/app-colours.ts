/**
 * The installed app's colours, from the palette in web/src/styles.css (a unit test holds them to
 * its tokens and to index.html's theme-color): the title bar is the logo's teal, the splash screen
 * the pages' paper.
 */
export const THEME_COLOUR = '#155e57'; // --color-brand-700
export const BACKGROUND_COLOUR = '#fdfaf5'; // --color-paper
export const PAW_COLOUR = BACKGROUND_COLOUR;
export const SMILE_COLOUR = '#ef5d36'; // --color-coral-500
export const INK_COLOUR = '#162026'; // --color-ink
export const MUTED_INK_COLOUR = '#4a5763'; // --color-muted-ink
