/**
 * The emergencies the chat must never miss (docs/product-rules.md#dental-chat).
 * Each sign is matched on the corrected, lower-case text (see detect-emergency.ts);
 * patterns are written for how owners actually describe them, including
 * "won't", "wont" and "will not".
 */
export interface EmergencySign {
  code: string;
  /** What the owner described, in plain words, for the answer. */
  label: string;
  /** Why it cannot wait, and what to do on the way. */
  advice: string;
  patterns: RegExp[];
}

const COLOUR =
  '(?:pale|paler|white|whitish|blue|bluish|purple|purplish|gray|grayish|yellow|yellowish|ashen|colorless)';
const GUM = '(?:gum|gums|gumline|tongue|lips?|mucous membranes?|inside of (?:his|her|its|the) mouth)';
const NOT =
  "(?:not|won't|wont|will not|isn't|isnt|hasn't|hasnt|can't|cant|cannot|refuses to|refusing to|refused to|stopped|doesn't|doesnt|did not|didn't|didnt)";
const FACE = '(?:face|cheek|cheeks|jaw|muzzle|eye|eyes|lip|lips|snout|chin|head)';
const POSSESSIVE = String.raw`(?:(?:his|her|its|their|the|my dog's|my cat's|a)\s+)?`;
const BROKEN = '(?:broken|broke|breaks|fractured|fracture|snapped|cracked|chipped|split)';
/** A tooth, never a toy, bone or stick: "a broken toy with a red handle" is no emergency. */
const TOOTH = '(?:tooth|teeth|fang|fangs|canine|canines|molar|molars|premolar|incisor|incisors|tusk)';
/** What an exposed pulp looks like to an owner: pink or red in the middle, or bleeding. */
const PULP_SEEN = '(?:pink|red|bleeding|bleeds|bled|blood|bloody|nerve|pulp|exposed|hole)';

/**
 * Signs that are not an emergency on their own but, in a message that describes one, must be
 * explained too: "drooling blood and hasn't eaten for 2 days" explains both.
 */
export const ACCOMPANYING_SIGNS: Omit<EmergencySign, 'code'>[] = [
  {
    label: 'blood in the drool or saliva',
    advice:
      'Blood in the drool or saliva can come from a broken or infected tooth, badly inflamed gums, an injury or a growth in the mouth; with the other signs it suggests a painful mouth that a vet should look at today.',
    patterns: [
      /\b(?:drool\w*|dribbl\w*|spit\w*|saliva)\b(?:\s+[\w']+){0,3}?\s+(?:blood|bloody|red|pink)\b/,
      /\b(?:blood|bloody|red|pink)\b(?:\s+[\w']+){0,2}?\s+(?:drool\w*|saliva|spit)\b/,
      /\bbleeding (?:from|in) (?:the |his |her |its |their )?mouth\b|\bmouth (?:is )?bleeding\b|\bgums? (?:are |is )?bleeding\b/,
    ],
  },
  {
    label: 'pawing at the mouth',
    advice: 'Pawing at the mouth usually means it hurts, or that something is stuck between the teeth.',
    patterns: [/\bpaw(?:s|ing|ed)? at (?:the |his |her |its |their )?(?:mouth|face)\b/],
  },
];

export const EMERGENCY_SIGNS: EmergencySign[] = [
  {
    code: 'abnormal_gum_colour',
    label: 'gums that are pale, white, blue, grey or yellow',
    advice:
      'Pale or white gums can mean blood loss, shock or severe anaemia; blue or grey gums mean too little oxygen; yellow gums can mean liver disease or red blood cells breaking down.',
    patterns: [
      new RegExp(String.raw`\b${COLOUR}\b(?:\s+[\w']+){0,3}?\s+${GUM}\b`),
      new RegExp(String.raw`\b${GUM}\b(?:\s+[\w']+){0,4}?\s+${COLOUR}\b`),
      /\bjaundice[d]?\b/,
      /\bcyanotic\b|\bcyanosis\b/,
    ],
  },
  {
    code: 'collapse',
    label: 'collapse, fainting or not responding',
    advice:
      'Collapse can come from blood loss, heart problems, poisoning or severe pain and needs care at once.',
    patterns: [
      /\bcollaps(?:e|ed|es|ing)\b/,
      /\bfaint(?:ed|ing|s)?\b/,
      /\bpass(?:ed)? out\b/,
      /\bunconscious\b|\bunresponsive\b|\bnot responding\b|\bwon'?t wake\b/,
      /\b(?:can't|cant|cannot|unable to) (?:stand|get up|walk)\b/,
    ],
  },
  {
    code: 'breathing',
    label: 'trouble breathing or choking',
    advice: 'Breathing trouble or choking is life-threatening.',
    patterns: [
      /\b(?:trouble|difficulty|struggling|hard time|problems?|labou?red|can't|cant|cannot|not|stopped) (?:[\w']+ )?breath(?:e|ing)\b/,
      /\bgasping\b|\bchoking\b|\bchoked\b/,
      /\bstuck in (?:his|her|its|the) (?:throat|windpipe)\b/,
    ],
  },
  {
    code: 'facial_swelling',
    label: 'a swollen face, jaw or eye',
    advice:
      'Sudden swelling of the face can be a tooth root abscess, an injury or an allergic reaction that can close the airway.',
    patterns: [
      new RegExp(
        String.raw`\b(?:swollen|swelling|puffy|puffed up|swelled|lump(?:y)?)\s+(?:[\w']+\s+){0,2}${FACE}\b`,
      ),
      new RegExp(
        String.raw`\b${FACE}\s+(?:[\w']+\s+){0,3}(?:swollen|swelling|swelled|puffy|puffed up|blown up)\b`,
      ),
      new RegExp(String.raw`\bswelling (?:on|in|of|under|below|around|near) ${POSSESSIVE}${FACE}\b`),
      /\babscess (?:burst|bursting|draining|popped)\b/,
    ],
  },
  {
    code: 'exposed_pulp',
    label: 'a broken tooth with the pink or red centre showing',
    advice:
      'An exposed tooth pulp is painful and becomes infected; seen within a day or two, more of the tooth can often be saved.',
    patterns: [
      // A broken tooth, then what shows: "broke a tooth and I can see a pink dot in the middle".
      new RegExp(
        String.raw`\b${BROKEN}\b(?:\s+[\w']+){0,3}?\s+${TOOTH}\b(?:\s+[\w']+){0,12}?\s+${PULP_SEEN}\b`,
      ),
      // The tooth first: "his tooth is cracked and bleeding", "the tooth he cracked … blood".
      new RegExp(
        String.raw`\b${TOOTH}\b(?:\s+[\w']+){0,4}?\s+${BROKEN}\b(?:\s+[\w']+){0,10}?\s+${PULP_SEEN}\b`,
      ),
      // What shows first: "a pink dot in the middle of his broken tooth", "blood coming out of the tooth he cracked".
      new RegExp(
        String.raw`\b${PULP_SEEN}\b(?:\s+[\w']+){0,8}?\s+${TOOTH}\b(?:\s+[\w']+){0,4}?\s+${BROKEN}\b`,
      ),
      new RegExp(String.raw`\b${PULP_SEEN}\b(?:\s+[\w']+){0,8}?\s+${BROKEN}\s+${TOOTH}\b`),
      /\b(?:pulp|nerve) (?:is )?(?:exposed|showing|visible|open)\b/,
      /\bexposed (?:pulp|nerve|root)\b/,
    ],
  },
  {
    code: 'not_eating',
    label: 'not eating or drinking',
    advice:
      'A pet that stops eating or drinking can be in severe pain or ill; cats in particular become seriously ill within days without food.',
    patterns: [
      new RegExp(
        String.raw`\b${NOT}\s+(?:[\w']+\s+){0,1}(?:eat|eating|eaten|ate|drink|drinking|drank|drunk)\b`,
      ),
      /\brefus(?:es|ing|ed) (?:[\w']+ )?(?:food|to eat|meals?|water)\b/,
      /\boff (?:his|her|its|their) food\b|\bno appetite\b|\blost (?:his|her|its|their) appetite\b|\bwon'?t touch (?:his|her|its|their) food\b/,
    ],
  },
  {
    code: 'uncontrolled_bleeding',
    label: 'bleeding that will not stop',
    advice:
      'Bleeding from the mouth that does not stop within a few minutes of gentle pressure needs a vet now.',
    patterns: [
      new RegExp(String.raw`\bbleed(?:ing|s)?\b(?:\s+[\w']+){0,4}?\s+${NOT}\s+(?:[\w']+\s+)?stop\b`),
      /\b(?:keeps?|kept|still|constantly|heavily|profusely) bleeding\b|\bbleeding (?:heavily|profusely|a lot|badly)\b/,
      /\b(?:lots of|a lot of|so much|heavy|pool of|blood everywhere)\b(?:\s+[\w']+)?\s*blood\b|\bblood everywhere\b/,
      /\b(?:can't|cant|cannot) stop (?:the |it |him |her )?(?:[\w']+ )?bleed/,
    ],
  },
  {
    code: 'trauma',
    label: 'an injury to the face, jaw or mouth',
    advice:
      'After a blow, a fall, a fight or a car accident there can be a broken jaw or injuries you cannot see; a vet should check straight away.',
    patterns: [
      /\bhit by (?:a |the )?(?:car|truck|vehicle|bike|ball|bat)\b/,
      /\b(?:car|road|traffic) accident\b/,
      /\b(?:fell|fallen|falling) (?:off|from|down)\b/,
      /\b(?:was|got|been) (?:kicked|attacked|bitten|hit|stepped on|run over)\b/,
      /\bdog ?fight\b|\bin a fight\b/,
      /\b(?:broken|fractured|dislocated|injured|hanging|crooked) jaw\b|\bjaw (?:is |looks |seems )?(?:broken|fractured|dislocated|injured|hanging|crooked)\b/,
      /\b(?:can't|cant|cannot|won't|wont|unable to) close (?:his|her|its|their|the) mouth\b|\bmouth (?:is )?stuck open\b/,
      /\btrauma\b/,
      /\b(?:injury|injured|wound) (?:to |on |in )?(?:his |her |its |the )?(?:face|jaw|mouth|head)\b/,
    ],
  },
  {
    code: 'poisoning',
    label: 'something toxic swallowed',
    advice:
      'Xylitol (in many human toothpastes and sugar-free gums), batteries and other poisons can cause harm within minutes to hours.',
    patterns: [
      /\b(?:ate|eaten|eat|swallowed|licked|chewed|ingested|got into)\b(?:\s+[\w']+){0,5}?\s+(?:xylitol|battery|batteries|rat poison|poison|antifreeze|human toothpaste|sugar free gum|sugarfree gum|sugar-free gum)\b/,
      /\bxylitol\b(?:\s+[\w']+){0,4}?\s+(?:ate|eaten|swallowed|licked|ingested)\b/,
      /\bpoison(?:ed|ing)?\b/,
    ],
  },
  {
    code: 'seizure',
    label: 'a seizure',
    advice:
      'A seizure needs a vet now, especially one that lasts more than a few minutes or comes in a cluster.',
    patterns: [/\bseizures?\b|\bseizing\b|\bconvuls(?:ing|ions?|ed)\b|\bhaving a fit\b/],
  },
];
