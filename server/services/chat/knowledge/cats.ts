import { AAHA_DENTAL, AVDC_NOMENCLATURE, MERCK_CAT_DENTAL, WSAVA_DENTAL } from './sources.ts';
import type { KnowledgeArticle } from './types.ts';

export const TOOTH_RESORPTION: KnowledgeArticle = {
  id: 'tooth-resorption-cats',
  title: 'Tooth resorption in cats',
  keywords: [
    'resorption',
    'resorptive lesion',
    'forl',
    'neck lesion',
    'cavity',
    'cavities',
    'hole in tooth',
    'cat tooth pain',
    'chattering',
    'jaw chattering',
  ],
  species: 'cat',
  sections: [
    {
      heading: 'What tooth resorption is',
      text: 'Tooth resorption is a common and painful condition in cats in which the cat’s own cells break down the tooth, often starting where the tooth meets the gum. Studies find it in roughly a third or more of adult cats, and it becomes more common with age. Its cause is not known, so it cannot be prevented.',
      species: 'cat',
    },
    {
      heading: 'Signs of tooth resorption',
      text: 'Cats hide dental pain well. Watch for drooling, dropping food, chewing on one side, jaw chattering or flinching when eating, a preference for soft food, or a red spot or gum tissue growing into a defect on a tooth, often on a lower premolar. Many affected teeth look normal above the gum line.',
      species: 'cat',
    },
    {
      heading: 'How it is diagnosed and treated',
      text: 'Dental X-rays under anaesthesia are needed to find and classify resorbing teeth. Fillings do not work, because the resorption continues beneath them. Affected teeth are usually extracted; for some types a vet may remove the crown and leave resorbed root in place. After treatment cats usually eat comfortably again, even with fewer teeth.',
      species: 'cat',
    },
  ],
  sources: [AVDC_NOMENCLATURE, MERCK_CAT_DENTAL, AAHA_DENTAL, WSAVA_DENTAL],
};

export const STOMATITIS: KnowledgeArticle = {
  id: 'stomatitis-cats',
  title: 'Stomatitis: severe mouth inflammation in cats',
  keywords: [
    'stomatitis',
    'gingivostomatitis',
    'fcgs',
    'ulcers',
    'mouth ulcers',
    'very red mouth',
    'back of the mouth',
    'caudal',
  ],
  species: 'cat',
  sections: [
    {
      heading: 'What stomatitis is',
      text: 'Feline chronic gingivostomatitis is severe, painful inflammation of the gums and the lining of the mouth, often reaching the back of the mouth beside the throat. It is thought to be an overreaction of the immune system to plaque and oral bacteria. Affected cats may drool, stop grooming, paw at the mouth, lose weight or refuse food.',
      species: 'cat',
    },
    {
      heading: 'Treatment',
      text: 'Home care and antibiotics alone rarely control it. The most successful treatment described in veterinary guidelines is extraction of most or all teeth, after which most cats improve greatly or recover; some need ongoing medical treatment from their vet. A cat that has stopped eating needs to be seen promptly.',
      species: 'cat',
    },
  ],
  sources: [WSAVA_DENTAL, MERCK_CAT_DENTAL, AAHA_DENTAL],
};
