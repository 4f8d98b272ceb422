import {
  AAHA_DENTAL,
  AVDC_NOMENCLATURE,
  MERCK_DOG_DENTAL,
  MERCK_PERIODONTAL,
  WSAVA_DENTAL,
} from './sources.ts';
import type { KnowledgeArticle } from './types.ts';

export const GINGIVITIS: KnowledgeArticle = {
  id: 'gingivitis',
  title: 'Gingivitis: red, swollen or bleeding gums',
  keywords: [
    'red gums',
    'gum line',
    'inflamed gums',
    'swollen gums',
    'bleeding gums',
    'gum disease',
    'gingival',
    'sore gums',
    'gums bleed when brushing',
  ],
  species: 'both',
  sections: [
    {
      heading: 'What gingivitis is',
      text: 'Gingivitis is inflammation of the gums caused by the bacteria in plaque. The gum edge next to the teeth turns red, looks swollen and may bleed when touched or brushed. It is the first stage of periodontal disease and it is very common in adult dogs and cats.',
    },
    {
      heading: 'Can gingivitis be reversed?',
      text: 'Yes. Gingivitis on its own is reversible: a professional cleaning under anaesthesia removes plaque and tartar above and below the gum line, and daily brushing afterwards keeps the gums healthy. Left alone, it can progress to periodontitis, where the tissues holding the tooth are destroyed, and that loss cannot be undone.',
    },
    {
      heading: 'When to see a vet for gum redness',
      text: 'Book a dental check if the gum line stays red for more than a couple of weeks of good home care, if the gums bleed easily, or if your pet has bad breath, drops food or chews on one side. Gums that are pale, white, blue, grey or yellow are a different matter: that is an emergency, not gingivitis.',
    },
  ],
  sources: [AAHA_DENTAL, WSAVA_DENTAL, MERCK_PERIODONTAL],
};

export const TARTAR: KnowledgeArticle = {
  id: 'plaque-and-tartar',
  title: 'Plaque and tartar (calculus)',
  keywords: [
    'tartar',
    'calculus',
    'plaque',
    'brown teeth',
    'yellow teeth',
    'buildup',
    'scrape',
    'scale',
    'remove tartar',
    'scaler',
  ],
  species: 'both',
  sections: [
    {
      heading: 'Plaque turns into tartar',
      text: 'Plaque is a soft, sticky film of bacteria that forms on teeth every day. Within a few days, minerals in saliva harden it into tartar, also called calculus: the yellow-brown crust often seen on the back teeth. Tartar is rough, so more plaque sticks to it, and the bacteria under the gum line drive gum disease.',
    },
    {
      heading: 'How tartar is removed',
      text: 'Tartar cannot be brushed off. It is removed by scaling and polishing during a professional cleaning under general anaesthesia, which also cleans below the gum line where the harmful bacteria live. Scraping tartar off at home or at a groomer only makes the teeth look better while the disease under the gums continues, and a scaler can injure the gums or the pet.',
    },
    {
      heading: 'What the amount of tartar tells you',
      text: 'Visible tartar shows that plaque has been building up, but it does not show how much damage lies below the gum line: a mouth with little tartar can hide advanced disease, and heavy tartar sometimes sits on fairly healthy gums. Only an exam under anaesthesia with dental X-rays shows the true state. After a cleaning, daily brushing and VOHC-accepted products slow tartar’s return.',
    },
  ],
  sources: [AAHA_DENTAL, WSAVA_DENTAL, MERCK_DOG_DENTAL],
};

export const PERIODONTAL_STAGES: KnowledgeArticle = {
  id: 'periodontal-disease-stages',
  title: 'Periodontal disease and its stages',
  keywords: [
    'periodontitis',
    'periodontal',
    'stage',
    'stages',
    'grade',
    'bone loss',
    'loose teeth',
    'wobbly tooth',
    'gum recession',
    'pockets',
    'attachment loss',
  ],
  species: 'both',
  sections: [
    {
      heading: 'What periodontal disease is',
      text: 'Periodontal disease is infection and inflammation of the tissues that hold a tooth in place: the gum, the ligament and the bone of the jaw. It is the most common disease of adult dogs and cats; most show some signs of it by about three years of age. Small-breed dogs are especially prone. It starts as gingivitis and, if untreated, destroys the tooth’s attachment until the tooth loosens.',
    },
    {
      heading: 'The four stages vets use',
      text: 'Veterinary dentists (AVDC) stage each tooth. Stage 1 is gingivitis only, with no loss of attachment. Stage 2 is early periodontitis, with less than 25% of the tooth’s attachment lost. Stage 3 is moderate periodontitis, with 25 to 50% lost. Stage 4 is advanced periodontitis, with more than 50% lost. Stage 1 is reversible; from stage 2 on the lost attachment does not grow back, but treatment stops it getting worse.',
    },
    {
      heading: 'How staging is done, and what a photo can show',
      text: 'Staging needs a probe measured around every tooth and dental X-rays, because most of the damage is below the gum line; it is done with the pet under general anaesthesia. A photo, including a PawSmile scan, can suggest gum inflammation and tartar, but it cannot stage periodontal disease.',
    },
    {
      heading: 'Why it matters beyond the mouth',
      text: 'Periodontal disease is painful, causes bad breath and tooth loss, and in small dogs can weaken the jaw enough to fracture it. Chronic oral infection has also been linked with changes in other organs such as the kidneys, liver and heart. Treatment at stage 3 or 4 often means extracting teeth that cannot be saved; treating earlier saves teeth.',
    },
  ],
  sources: [AVDC_NOMENCLATURE, AAHA_DENTAL, WSAVA_DENTAL, MERCK_PERIODONTAL],
};

export const BAD_BREATH: KnowledgeArticle = {
  id: 'bad-breath',
  title: 'Bad breath (halitosis)',
  keywords: [
    'bad breath',
    'breath smells',
    'stinky breath',
    'smelly mouth',
    'halitosis',
    'odor',
    'odour',
    'stinks',
    'fishy breath',
  ],
  species: 'both',
  sections: [
    {
      heading: 'Bad breath is not normal',
      text: 'Pet breath should not smell strongly. Persistent bad breath most often comes from periodontal disease: the bacteria in plaque and under the gums give off sulphur compounds that smell foul. It is one of the first signs owners notice.',
    },
    {
      heading: 'Other causes',
      text: 'Less often, bad breath comes from something stuck in the mouth, an oral tumour, a tooth root abscess, or from illness elsewhere: a urine or ammonia smell can go with kidney disease, and a sweet or fruity smell with uncontrolled diabetes. Eating faeces or rotten things also causes it.',
    },
    {
      heading: 'What to do',
      text: 'Book a vet check if bad breath lasts more than a few days, especially with red gums, drooling, pawing at the mouth or dropping food. Mints, breath sprays and water additives only mask the smell; treating the cause, usually a professional cleaning followed by daily brushing, is what fixes it.',
    },
  ],
  sources: [MERCK_DOG_DENTAL, AAHA_DENTAL, WSAVA_DENTAL],
};
