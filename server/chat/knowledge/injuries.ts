import {
  AAHA_DENTAL,
  AVDC_NOMENCLATURE,
  MERCK_CAT_DENTAL,
  MERCK_DOG_DENTAL,
  WSAVA_DENTAL,
} from './sources.ts';
import type { KnowledgeArticle } from './types.ts';

export const BROKEN_TEETH: KnowledgeArticle = {
  id: 'broken-teeth',
  title: 'Broken, chipped and discoloured teeth',
  keywords: [
    'broken tooth',
    'chipped tooth',
    'cracked tooth',
    'fractured tooth',
    'fracture',
    'chip',
    'snapped',
    'grey tooth',
    'gray tooth',
    'purple tooth',
    'discoloured tooth',
    'discolored tooth',
    'dead tooth',
    'canine',
    'fang',
  ],
  species: 'both',
  sections: [
    {
      heading: 'Why a broken tooth needs a vet',
      text: 'Broken teeth are common in dogs, most often the large upper cheek teeth and the canines, usually from chewing hard objects. When the break exposes the pulp, the living centre of the tooth, you may see a pink, red or dark spot in the broken surface. An exposed pulp is painful and becomes infected, which can lead to a tooth root abscess, even if your pet keeps eating.',
    },
    {
      heading: 'Treatment options',
      text: 'A tooth with an exposed pulp needs either root canal treatment, which keeps the tooth, or extraction. Recently broken teeth in young animals can sometimes have a vital pulp treatment if seen within a day or two, so prompt care keeps more options open. A shallow chip without pulp exposure should still be checked with a dental X-ray, because the tooth can die later.',
    },
    {
      heading: 'Discoloured teeth',
      text: 'A tooth that turns pink, purple, grey or brown has usually been bruised or has a dead pulp. Most discoloured teeth in dogs are non-vital on X-rays and need root canal treatment or extraction, even when they do not seem to hurt.',
    },
  ],
  sources: [AVDC_NOMENCLATURE, AAHA_DENTAL, MERCK_DOG_DENTAL],
};

export const DENTAL_PAIN_SIGNS: KnowledgeArticle = {
  id: 'signs-of-dental-pain',
  title: 'Signs of dental pain, and when it is urgent',
  keywords: [
    'pain',
    'painful',
    'hurts',
    'sore mouth',
    'drooling',
    'pawing at mouth',
    'dropping food',
    'chewing on one side',
    'swelling',
    'abscess',
    'lump',
    'growth',
    'tumour',
    'tumor',
    'emergency',
    'urgent',
    'gum colour',
    'gum color',
  ],
  species: 'both',
  sections: [
    {
      heading: 'How pets show mouth pain',
      text: 'Dogs and cats rarely stop eating because of dental pain; they adapt. Subtler signs are chewing on one side, dropping food, eating slowly, swallowing kibble whole, drooling, pawing at the face, rubbing the face on the floor, bad breath, less interest in chew toys, and head shyness. Many owners only notice how much pain there was after treatment, when the pet becomes livelier.',
    },
    {
      heading: 'Swellings, abscesses and lumps',
      text: 'A swelling under the eye or along the jaw is often a tooth root abscess and needs a vet soon. Any lump on the gums or in the mouth, or a tooth that moves out of place, should be examined and often sampled, because oral tumours occur in dogs and cats and are easier to treat when small.',
    },
    {
      heading: 'Signs that mean see a vet now',
      text: 'Go to a vet or an emergency clinic at once for gums that are pale, white, blue, grey or yellow, collapse or weakness, trouble breathing, a swollen face, bleeding from the mouth that does not stop, a broken tooth with a pink or red centre, a jaw injury or a mouth that will not close, or a pet that has stopped eating or drinking.',
    },
  ],
  sources: [AAHA_DENTAL, WSAVA_DENTAL, MERCK_DOG_DENTAL, MERCK_CAT_DENTAL],
};
