import { AAHA_DENTAL, MERCK_DOG_DENTAL, VOHC_ACCEPTED, WSAVA_DENTAL, WSAVA_NUTRITION } from './sources.ts';
import type { KnowledgeArticle } from './types.ts';

export const BRUSHING: KnowledgeArticle = {
  id: 'brushing',
  title: 'Brushing your pet’s teeth',
  keywords: ['brush', 'brushing', 'clean teeth at home'],
  species: 'both',
  sections: [
    {
      heading: 'How often to brush',
      text: 'Brush every day. Daily tooth brushing is the single most effective thing you can do at home: it removes plaque, the soft bacterial film that causes gum inflammation, before it hardens into tartar. Guidelines call daily brushing the gold standard; brushing only a few times a week helps far less, because plaque starts to harden within a few days. Daily brushing is the best way to prevent plaque, for dogs and cats alike.',
      keywords: [
        'how often',
        'every day',
        'daily',
        'times a week',
        'frequency',
        'prevent',
        'prevention',
        'why',
      ],
    },
    {
      heading: 'What to use',
      keywords: [
        'toothpaste',
        'paste',
        'human toothpaste',
        'own toothpaste',
        'xylitol',
        'toothbrush',
        'what to use',
      ],
      text: 'Use a soft toothbrush sized for your pet, or a finger brush for small mouths, and a toothpaste made for pets. Never use human toothpaste: it is meant to be spat out, it foams, and some contain xylitol, which is poisonous to dogs. Pet toothpastes come in flavours pets like, so the paste itself can be the reward.',
    },
    {
      heading: 'How to brush, step by step',
      keywords: [
        'how to brush',
        'how do i brush',
        'technique',
        'step',
        'start',
        'angle',
        'inside',
        'surfaces',
        'teach',
        'routine',
        // Getting a pet used to the brush is this section's first step.
        'used to',
        'get used',
        'accept',
        'accustom',
        'introduce',
        'slowly',
        'never brushed',
      ],
      text: 'Start slowly over one to two weeks. First let your pet lick paste from your finger, then rub a finger along the gums, then introduce the brush. Lift the lip and brush the outer surfaces of the teeth where they meet the gums, holding the bristles at about 45 degrees to the gum line and using small circles. The outer surfaces of the upper back teeth and the canines collect the most tartar. Thirty seconds per side is enough; you do not need to open the mouth wide or brush the inner surfaces at first. Keep sessions short, calm and rewarded.',
    },
    {
      heading: 'When brushing is hard or hurts',
      keywords: [
        'hates',
        'resists',
        'fights',
        'bites',
        'refuses',
        'let me',
        'bleed',
        'bleeding',
        'stop brushing',
      ],
      text: 'If your pet resists, go back a step and keep sessions very short. Cats often accept a finger brush or gauze better than a brush. If the gums bleed a lot, or your pet flinches or seems painful, stop and book a vet check: brushing sore, diseased gums hurts, and disease already present needs professional treatment first. Brushing prevents plaque from building up but does not remove existing tartar.',
    },
  ],
  sources: [AAHA_DENTAL, WSAVA_DENTAL, MERCK_DOG_DENTAL],
};

export const CHEWS_AND_VOHC: KnowledgeArticle = {
  id: 'dental-chews-vohc',
  title: 'Dental chews, water additives and the VOHC seal',
  keywords: [
    'chew',
    'chews',
    'dental stick',
    'treat',
    'greenies',
    'water additive',
    'rinse',
    'gel',
    'wipes',
    'vohc',
    'seal',
    'product',
    'products',
    'antler',
    'bone',
    'bones',
    'nylon',
    'toy',
  ],
  species: 'both',
  sections: [
    {
      heading: 'What the VOHC seal means',
      text: 'The Veterinary Oral Health Council (VOHC) reviews trial results that manufacturers submit and awards its seal to products shown to slow the build-up of plaque, tartar or both. Look for the seal on chews, diets, water additives, gels and wipes. The council publishes the list of accepted products for dogs and for cats.',
    },
    {
      heading: 'What chews and additives can and cannot do',
      text: 'Even VOHC-accepted products slow the return of plaque and tartar after a professional cleaning; they do not remove tartar that is already there and they do not treat gum disease. They work best alongside brushing, or as the next best option for pets that will not accept a brush. Count the calories of daily chews in your pet’s food allowance.',
    },
    {
      heading: 'Hard chews that break teeth',
      text: 'Very hard items such as bones, antlers, hooves, hard nylon chews and ice cubes are a common cause of broken teeth in dogs. A practical rule: if you cannot dent it with your thumbnail, or it would hurt if you hit your knee with it, it is too hard. Choose a chew sized so it cannot be swallowed whole and supervise chewing.',
    },
  ],
  sources: [VOHC_ACCEPTED, AAHA_DENTAL, WSAVA_DENTAL],
};

export const DIET: KnowledgeArticle = {
  id: 'diet',
  title: 'Diet and dental health',
  keywords: [
    'food',
    'kibble',
    'dry food',
    'wet food',
    'raw',
    'raw diet',
    'bones',
    'feeding',
    'dental diet',
    'sugar',
    'xylitol',
  ],
  species: 'both',
  sections: [
    {
      heading: 'Does dry food clean teeth?',
      text: 'Ordinary dry kibble does little for teeth: most pieces shatter at the tip of the tooth and do not scrub the gum line, where disease starts. Some dental diets are built to work, with large fibrous kibble that wipes the tooth as it is chewed or ingredients that slow tartar formation; choose one carrying the VOHC seal if you want a diet with a proven dental effect.',
    },
    {
      heading: 'Raw bones and raw diets',
      text: 'Raw or cooked bones are not a safe way to clean teeth. They can fracture teeth, lodge in the mouth or gut, and raw meat diets carry bacteria such as Salmonella that affect pets and people. Cooked bones splinter. Ask your vet before changing to a raw diet.',
    },
    {
      heading: 'Food choices that protect the mouth',
      text: 'Feed a complete and balanced diet suited to your pet’s life stage, keep sugary human food out of the bowl, and never give products sweetened with xylitol to dogs. No food replaces brushing, but a VOHC-accepted dental diet is a useful help for pets that cannot be brushed. Fresh water should always be available.',
    },
  ],
  sources: [WSAVA_NUTRITION, VOHC_ACCEPTED, AAHA_DENTAL],
};
