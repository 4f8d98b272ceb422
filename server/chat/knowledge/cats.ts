import { AAHA_DENTAL, AVDC_NOMENCLATURE, MERCK_CAT_DENTAL, VOHC_ACCEPTED, WSAVA_DENTAL } from './sources.ts';
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

export const CAT_HOME_CARE: KnowledgeArticle = {
  id: 'cat-home-care',
  title: 'Dental home care for cats',
  keywords: ['cat brushing', 'cat toothpaste', 'treats', 'dental treats', 'cat chews', 'cat food'],
  species: 'cat',
  sections: [
    {
      heading: 'Brushing a cat’s teeth',
      text: 'Daily brushing is the gold standard for cats too. Use a toothpaste made for pets (cats often like poultry or fish flavours), never human toothpaste, and a finger brush, a small soft brush or gauze wrapped round a finger. Begin by letting your cat lick a little paste, then rub along the gum line of the outer surfaces of the back teeth and canines for a few seconds; many cats accept it within a few weeks of short, calm, rewarded sessions.',
      species: 'cat',
      keywords: ['brush', 'brushing', 'how often', 'toothpaste', 'finger brush', 'gauze'],
    },
    {
      heading: 'Treats, diets and other products for cats',
      text: 'For a cat that will not be brushed, choose products carrying the VOHC seal for cats: some dental diets, treats and water additives have it. They slow the build-up of plaque or tartar; none removes tartar that is already there, and none treats gum disease or tooth resorption. Count dental treats in the daily food allowance, as indoor cats gain weight easily.',
      species: 'cat',
      keywords: ['vohc', 'seal', 'treat', 'diet', 'water additive', 'chew', 'product', 'good for'],
    },
    {
      heading: 'Cats hide mouth pain',
      text: 'Cats rarely stop eating until dental pain is severe, and tooth resorption and stomatitis are common in cats yet hard to see at home. A mouth exam by your vet at least once a year matters for every cat. Drooling, dropping food, chewing on one side, pawing at the mouth, bad breath or grooming less are reasons to book a check sooner.',
      species: 'cat',
      keywords: ['drool', 'drooling', 'dropping food', 'bad breath', 'grooming', 'pain', 'signs'],
    },
  ],
  sources: [AAHA_DENTAL, WSAVA_DENTAL, VOHC_ACCEPTED, MERCK_CAT_DENTAL],
};
