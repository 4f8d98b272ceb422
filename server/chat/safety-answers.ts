import type { DoseRequest } from './detect-dose-request.ts';
import type { EmergencySign } from './emergency-signs.ts';

function joinLabels(labels: string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * The answer to a message that describes an emergency: see a vet now comes
 * first, before any guidance, whichever assistant is configured.
 */
export function emergencyAnswer(
  signs: EmergencySign[],
  accompanying: Omit<EmergencySign, 'code'>[] = [],
): string {
  const described = [...signs, ...accompanying];
  return [
    'This could be an emergency. Please see a vet now.',
    `You describe ${joinLabels(described.map((sign) => sign.label))}. ${described.map((sign) => sign.advice).join(' ')}`,
    // The card under the answer carries the "Find a vet now" button: named in words, not as a bare path.
    'Call your vet or the nearest emergency clinic now and tell them what you see; do not wait for it to pass. To find a clinic near you, use the Find a vet now button below.',
    'On the way, keep your pet calm and warm, do not give any human medicine, and do not put your fingers deep into the mouth of a pet in pain.',
  ].join('\n\n');
}

/** The answer to a question asking for a medicine or a dose: never a dose, and why. */
export function doseRefusal(request: DoseRequest): string {
  const parts = [
    'I can’t recommend a medicine or a dose. A safe dose depends on your pet’s weight, age, kidneys, liver and any other medicines, so only your vet can prescribe one, and a wrong dose can do serious harm.',
  ];
  if (request.humanPainkiller || request.isHumanMedicine) {
    const named = request.humanPainkiller
      ? `${request.humanPainkiller} or any other human painkiller`
      : 'human painkillers or other human medicines';
    parts.push(
      `Please don’t give ${named} to a dog or cat. Ibuprofen, naproxen, aspirin and paracetamol (acetaminophen) can cause stomach ulcers, kidney failure or liver damage in pets, and paracetamol is deadly to cats even in small amounts. If your pet has already swallowed some, call your vet or an animal poison line now.`,
    );
  }
  parts.push(
    'If your pet seems to be in pain, call your vet today: mouth pain usually comes from a problem that needs treating, such as an infected or broken tooth, not just pain relief. If your vet has already prescribed a medicine, follow the label and ask them before changing the amount.',
  );
  return parts.join('\n\n');
}
