import { normaliseForDetection } from './detect-emergency.ts';

/**
 * The assistant never gives medicine doses (docs/product-rules.md#dental-chat):
 * a safe dose depends on weight, kidneys, liver and other drugs, which only
 * the pet's vet knows. These patterns find questions that ask for one.
 */
const HUMAN_PAINKILLERS =
  /\b(ibuprofen|advil|motrin|nurofen|acetaminophen|paracetamol|tylenol|aspirin|naproxen|aleve|diclofenac|excedrin)\b/;
const MEDICINES = new RegExp(
  String.raw`\b(?:meloxicam|metacam|carprofen|rimadyl|robenacoxib|onsior|amoxicillin|amoxicilin|clavamox|augmentin|clindamycin|metronidazole|doxycycline|antirobe|gabapentin|tramadol|buprenorphine|benadryl|diphenhydramine|prednisone|prednisolone|steroids?|antibiotics?|painkillers?|pain killers?|pain relief|pain meds?|pain medication|medicines?|medications?|meds|pills?|tablets?|capsules?|cbd|opioids?|nsaids?|anti-inflammator(?:y|ies))\b|${HUMAN_PAINKILLERS.source}`,
);
const DOSE_WORDS =
  /\b(?:dose|doses|dosage|dosing|milligrams?|mg|mgs|ml|mls|per kg|per pound|per lb|how much|how many|how often)\b/;
const GIVE_WORDS = /\b(?:give|giving|gave|administer|take|use)\b/;

export interface DoseRequest {
  /** A human painkiller the owner named, if any: those are dangerous to pets and get a warning. */
  humanPainkiller: string | null;
}

/** A DoseRequest when the message asks how much of a medicine to give, or whether to give a named one. */
export function detectDoseRequest(message: string): DoseRequest | null {
  const text = normaliseForDetection(message);
  const painkiller = text.match(HUMAN_PAINKILLERS)?.[1] ?? null;
  const namesMedicine = MEDICINES.test(text);
  const asksDose = /\b(?:dose|doses|dosage|dosing)\b/.test(text) || (namesMedicine && DOSE_WORDS.test(text));
  const asksToGive = namesMedicine && GIVE_WORDS.test(text);
  if (!asksDose && !asksToGive && !painkiller) return null;
  return { humanPainkiller: painkiller };
}
