/**
 * Splits a finished text into sentences, each with the spaces or line breaks after it, so the
 * built-in guide streams sentence by sentence as the model does. A list line ("- Tartar…")
 * counts as a sentence; a decimal point does not end one.
 */
export function splitSentences(text: string): string[] {
  return text.match(/[^\n]*?(?:[.!?](?=\s|$)|\n|$)\s*/g)?.filter((piece) => piece !== '') ?? [];
}
